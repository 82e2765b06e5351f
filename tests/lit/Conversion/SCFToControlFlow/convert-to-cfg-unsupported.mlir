// RUN: not pyopt --allow-unregistered-dialect --convert-scf-to-cf %s 2>&1 | FileCheck %s
// An scf.forall with shared outputs (not bufferized) has no lowering: the
// conversion fails at the op, as mlir-opt 22.1.8 does, after lowering the
// loop before it.

func.func @f(%lb: index, %ub: index, %st: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  scf.for %i = %lb to %ub step %st {
    "test.op"(%i) : (index) -> ()
  }
  // CHECK: :[[@LINE+1]]:8: error: failed to legalize operation 'scf.forall' that was explicitly marked illegal
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    scf.forall.in_parallel {}
  }
  // CHECK: note: see current operation:
  // CHECK-NEXT: %3 = "scf.forall"(%arg3)
  return %r : tensor<4xf32>
}
