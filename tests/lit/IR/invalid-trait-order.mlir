// RUN: pyopt %s --split-input-file --verify-diagnostics
// The order of an op's checks is the order of the traits ODS gives it
// (OpDefinitionsGen's genTraits): the count traits, then the structural
// traits (HasParent, SingleBlock, SingleBlockImplicitTerminator...), then
// OpInvariants (properties, operand and result types, PredOpTraits, region
// constraints), then the other native traits (SameOperandsAndResultType,
// SameTypeOperands...), whatever the order they are declared in.

func.func @count_before_parent(%c: i1) {
  // expected-error @+1 {{'scf.yield' op requires zero results}}
  "scf.yield"(%c) : (i1) -> (i32)
  return
}

// -----

func.func @single_block_before_operand_types(%x: i32) {
  // expected-error @+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%x) ({
  ^bb0:
  }, {}) : (i32) -> ()
  return
}

// -----

func.func @pred_trait_before_native_trait(%b: vector<8xf32>) {
  // expected-error @+1 {{'arith.cmpf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpf"(%b, %b) {predicate = 1 : i64} : (vector<8xf32>, vector<8xf32>) -> vector<4xi1>
  return
}

// -----

func.func @native_trait_after_operand_types(%a: i32, %b: vector<8xi32>) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, vector<8xi32>) -> vector<8xi32>
  return
}

// -----

// No name scope of its own for an isolated op's region: the value is found,
// and IsolatedFromAbove's region verifier rejects the use.
func.func @isolation(%x: i32) {
  builtin.module {
    // expected-note @+1 {{required by region isolation constraints}}
    func.func @g() {
      // expected-error @+1 {{'arith.addi' op using value defined outside the region}}
      %0 = arith.addi %x, %x : i32
      return
    }
  }
  return
}

// -----

// Every name left undeclared at the end of the buffer, at its first use.
func.func @undeclared() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = arith.addi %x, %x : i32
  // expected-error @+1 {{use of undeclared SSA value name}}
  %1 = arith.addi %y, %x : i32
  return
}
