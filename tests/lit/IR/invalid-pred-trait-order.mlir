// RUN: pyopt %s --split-input-file --verify-diagnostics

// ODS's own PredOpTraits (TypesMatchWith, AllTypesMatch, PredOpTrait) are
// part of the op's invariants and run before every native trait, whatever
// the order of the declaration: arith.cmpi lists SameTypeOperands first.

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> vector<2xi1>
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}
