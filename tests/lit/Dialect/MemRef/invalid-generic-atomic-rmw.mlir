// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// GenericAtomicRMWOp::verify: the body's ops (walked after the ops nested in
// them) must be free of memory effects; the first that is not is reported.

func.func @allocates(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %buf = memref.alloc() : memref<8xf32>
    memref.atomic_yield %old : f32
  }
  return
}

// -----

func.func @loads_in_nested_region(%m: memref<10xf32>, %i: index, %c: i1) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %v = scf.if %c -> f32 {
      // expected-error @+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
      %l = memref.load %m[%i] : memref<10xf32>
      scf.yield %l : f32
    } else {
      scf.yield %old : f32
    }
    memref.atomic_yield %v : f32
  }
  return
}

// -----

// An op of no known effects is not free of them.
func.func @unregistered(%m: memref<10xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    // expected-error @+1 {{should contain only operations with no side effects}}
    %v = "frob.nicate"(%old) : (f32) -> f32
    memref.atomic_yield %v : f32
  }
  return
}

// -----

func.func @pure_body(%m: memref<10xf32>, %i: index, %c: i1) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<10xf32> {
  ^bb0(%old: f32):
    %v = scf.if %c -> f32 {
      %s = arith.addf %old, %old : f32
      scf.yield %s : f32
    } else {
      scf.yield %old : f32
    }
    memref.atomic_yield %v : f32
  }
  return
}
