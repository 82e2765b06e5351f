// RUN: pyopt %s --split-input-file --verify-diagnostics
// `type($x)` of an operand or result whose ODS constraint has a concrete C++
// type class is read with parseType<Class>: another type fails at the type,
// before any verifier ("expected builtin.X" when the class has a name).

func.func @f(%a: memref<4xf32>) {
  // expected-error @below {{custom op 'gpu.host_register' invalid kind of type specified: expected builtin.unranked_memref, but found 'memref<4xf32>'}}
  gpu.host_register %a : memref<4xf32>
  return
}

// -----

func.func @f(%a: f64) {
  // expected-error @below {{custom op 'complex.im' invalid kind of type specified: expected builtin.complex, but found 'f64'}}
  %0 = complex.im %a : f64
  return
}

// -----

func.func @f(%a: vector<2xf32>) {
  // expected-error @below {{custom op 'complex.exp' invalid kind of type specified: expected builtin.complex, but found 'vector<2xf32>'}}
  %0 = complex.exp %a : vector<2xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @below {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.load %a[%i] : tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @below {{custom op 'memref.dealloc' invalid kind of type specified}}
  memref.dealloc %a : tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @below {{custom op 'tensor.rank' invalid kind of type specified}}
  %0 = tensor.rank %a : memref<4xf32>
  return
}
