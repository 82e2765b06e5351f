// RUN: pyopt %s --split-input-file --verify-diagnostics
// Operands must dominate their uses (DominanceInfo::properlyDominates):
// earlier in the same block, in a dominating block (the region's dominator
// tree), or in an enclosing region; the error names the operand and a note
// says where it is defined.  Entry blocks have no predecessors.

func.func @use_before_def_in_block() {
  %c = arith.constant 2 : i32
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %0 = arith.addi %c, %1 : i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %1 = arith.constant 1 : i32
  return
}

// -----

func.func @sibling_block(%cond: i1) {
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %0 = arith.constant 0 : i32
  cf.br ^bb3
^bb2:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %1 = arith.muli %0, %0 : i32
  cf.br ^bb3
^bb3:
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in the same region)}}
func.func @block_argument_of_sibling(%cond: i1) {
  cf.cond_br %cond, ^bb1(%cond : i1), ^bb2
^bb1(%arg: i1):
  cf.br ^bb3
^bb2:
  // expected-error @+1 {{operand #1 does not dominate this use}}
  %1 = arith.andi %cond, %arg : i1
  cf.br ^bb3
^bb3:
  return
}

// -----

// expected-note @+1 {{operand defined as a block argument (block #1 in a parent region)}}
func.func @block_argument_into_nested(%cond: i1) {
  cf.cond_br %cond, ^bb1(%cond : i1), ^bb2
^bb1(%arg: i1):
  cf.br ^bb3
^bb2:
  scf.if %cond {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %1 = arith.xori %arg, %cond : i1
  }
  cf.br ^bb3
^bb3:
  return
}

// -----

func.func @into_nested_region(%cond: i1) {
  scf.if %cond {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    %1 = arith.addi %late, %late : i32
  }
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %late = arith.constant 0 : i32
  return
}

// -----

func.func @result_in_own_region() {
  // expected-note @+1 {{operand defined here (op in a parent region)}}
  %0 = scf.execute_region -> i32 {
    // expected-error @+1 {{operand #0 does not dominate this use}}
    scf.yield %0 : i32
  }
  return
}

// -----

// expected-error @+1 {{entry block of region may not have predecessors}}
func.func @branch_to_entry() {
^bb0:
  cf.br ^bb0
}

// -----

func.func @loop_back_edge(%cond: i1) {
  cf.br ^header
^header:
  cf.cond_br %cond, ^body, ^exit
^body:
  // expected-note @+1 {{operand defined here (op in the same region)}}
  %v = arith.constant 1 : i32
  cf.br ^header
^exit:
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %w = arith.addi %v, %v : i32
  return
}
