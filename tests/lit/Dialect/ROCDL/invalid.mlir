// RUN: pyopt %s --split-input-file --verify-diagnostics

// Note: mlir-opt 22.1.8 does NOT verify #rocdl.target parameters (its
// getChecked builder skips verify()), so O = 5, chip = "" or abi = "700" are
// accepted; see targets.mlir.

// expected-error @+1 {{'"rocdl.kernel"' attribute attached to unexpected op}}
func.func @kernel_on_func() attributes {rocdl.kernel} {
  return
}

// -----

func.func @bad_id_type() {
  // expected-error @+1 {{'rocdl.workitem.id.x' op result #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'}}
  %0 = rocdl.workitem.id.x : memref<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @bad_mbcnt(%a : i32, %b : i64) {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = rocdl.mbcnt.lo %a, %b : (i32, i32) -> i32
  return
}

// -----

// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @not_a_target [1 : i32] {
}
