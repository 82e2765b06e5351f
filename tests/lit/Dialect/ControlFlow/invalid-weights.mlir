// RUN: pyopt %s --split-input-file --verify-diagnostics
// WeightedBranchOpInterface: one weight per successor, not all zero
// (cf.cond_br, llvm.cond_br, llvm.switch).

func.func @cf_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  return
}

// -----

llvm.func @llvm_count(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.cond_br %c weights([3]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @llvm_zero(%c: i1) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  llvm.cond_br %c weights([0, 0]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @llvm_switch_zero(%a: i32) {
  // expected-error @+1 {{branch weights cannot all be zero}}
  llvm.switch %a : i32, ^bb1 [4: ^bb1] {branch_weights = array<i32: 0, 0>}
^bb1:
  llvm.return
}

// -----

llvm.func @llvm_switch_count(%a: i32) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.switch %a : i32, ^bb1 [4: ^bb1] {branch_weights = array<i32: 1, 2, 3>}
^bb1:
  llvm.return
}
