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
