// RUN: pyopt %s --split-input-file --verify-diagnostics

// Generic-form intrinsics with operand types their custom form cannot
// express (found by the generic-op fuzz mode); messages: mlir-opt 22.1.8's.

func.func @coro_suspend_save_not_token(%b: i32, %c: i1) {
  // expected-error @+1 {{'llvm.intr.coro.suspend' op operand #0 must be LLVM token type, but got 'i32'}}
  %0 = "llvm.intr.coro.suspend"(%b, %c) : (i32, i1) -> i8
  return
}

// -----

func.func @coro_suspend_final_not_i1(%t: !llvm.token, %b: i32) {
  // expected-error @+1 {{'llvm.intr.coro.suspend' op operand #1 must be 1-bit signless integer, but got 'i32'}}
  %0 = "llvm.intr.coro.suspend"(%t, %b) : (!llvm.token, i32) -> i8
  return
}

// -----

func.func @expect_with_probability_float(%f: f32) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op operand #0 must be signless integer, but got 'f32'}}
  %0 = "llvm.intr.expect.with.probability"(%f, %f) {prob = 0.5 : f64} : (f32, f32) -> f32
  return
}

// -----

func.func @expect_with_probability_types_differ(%b: i32, %i: i64) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op failed to verify that all of {val, expected, res} have same type}}
  %0 = "llvm.intr.expect.with.probability"(%b, %i) {prob = 0.5 : f64} : (i32, i64) -> i32
  return
}

// -----

func.func @expect_with_probability_result_differs(%b: i32) {
  // expected-error @+1 {{'llvm.intr.expect.with.probability' op failed to verify that all of {val, expected, res} have same type}}
  %0 = "llvm.intr.expect.with.probability"(%b, %b) {prob = 0.5 : f64} : (i32, i32) -> f32
  return
}
