// RUN: pyopt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Custom parsers' syntax errors (AffineOps.cpp, Parser::parseRegion), checked
// against mlir-opt 22.1.8: the context words of parseCommaSeparatedList and
// parseKeyword, and the checks a parser makes before the wrong token.

func.func @load_unclosed(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %v = affine.load %m[%i + 1 : memref<4xf32>
  return
}

// -----

func.func @vector_store_unopened(%m: memref<4x4xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{expected '[' in affine map}}
  affine.vector_store %v, %m %i, %i] : memref<4x4xf32>, vector<4xf32>
  return
}

// -----

func.func @parallel_step_unopened() {
  // expected-error@+1 {{expected '(' in affine map}}
  affine.parallel (%x, %y) = (0, 0) to (8, 8) step 2, 2 {
  }
  return
}

// -----

func.func @parallel_step_unclosed() {
  // expected-error@+1 {{expected ')' in affine map}}
  affine.parallel (%x) = (0) to (8) step (2 {
  }
  return
}

// -----

func.func @for_to_misspelt(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = %n tu 10 {
  }
  return
}

// -----

func.func @for_negative_step_no_body() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 8 step -2
  return
}

// -----

func.func @for_iter_args_no_body(%a: f32) {
  // expected-error@+1 {{expected '{' to begin a region}}
  %r = affine.for %i = 0 to 8 iter_args(%s = %a) -> (f32)
  return
}

// -----

func.func @if_no_body(%i: index) {
  // expected-error@+1 {{expected '{' to begin a region}}
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i)
  return
}

// -----

func.func @if_else_no_body(%i: index) {
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%i) {
  // expected-error@+1 {{expected '{' to begin a region}}
  } else
  return
}

// -----

func.func @scf_for_no_body(%i: index) {
  // expected-error@+1 {{expected '{' to begin a region}}
  scf.for %x = %i to %i step %i
  return
}

// -----

func.func @apply_no_operands() {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.apply affine_map<(d0) -> (d0)>
  return
}

// -----

#id = affine_map<(d0) -> (d0)>
func.func @for_bound_map_no_operands(%n: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  affine.for %i = #id to 10 {
  }
  return
}

// -----

func.func @parallel_no_ivs_parens() {
  // expected-error@+1 {{expected '(' in argument list}}
  affine.parallel %x = (0) to (10) {
  }
  return
}

// -----

func.func @parallel_max_in_upper_bound(%a: index, %b: index) {
  // expected-error@+1 {{use of undeclared identifier}}
  affine.parallel (%x) = (0) to (max(%a, %b)) {
  }
  return
}

// -----

func.func @for_float_step() {
  // expected-error@+1 {{floating point value not valid for specified type}}
  affine.for %i = 0 to 10 step 2.0 {
  }
  return
}

// -----

func.func @load_from_tensor(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = affine.load %t[%i] : tensor<4xf32>
  return
}

// -----

func.func @vector_store_scalar(%m: memref<8xf32>, %v: vector<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.vector_store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  affine.vector_store %v, %m[%i] : memref<8xf32>, f32
  return
}

// -----

func.func @linearize_to_i64(%i: index, %j: index) {
  // expected-error@+1 {{custom op 'affine.linearize_index' invalid kind of type specified: expected builtin.index, but found 'i64'}}
  %0 = affine.linearize_index [%i, %j] by (2, 3) : i64
  return
}

// -----

func.func @prefetch_symbolic_locality(%m: memref<8xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' invalid kind of attribute specified}}
  affine.prefetch %m[%i], read, locality<"high">, data : memref<8xf32>
  return
}
