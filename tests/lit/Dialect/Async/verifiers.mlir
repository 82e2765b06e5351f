// RUN: pyopt %s --split-input-file --verify-diagnostics

// More async verifier messages: async.call result types, the execute body's
// arguments along the parent -> region edge.

async.func @af(%a : f32) -> !async.value<f32> {
  // expected-error @+3 {{'async.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: '!async.value<i32>'}}
  // expected-note @+1 {{function result types: '!async.value<f32>'}}
  %0 = call @af(%a) : (f32) -> !async.value<i32>
  return %a : f32
}

// -----

func.func @ex(%v : !async.value<f32>) {
  // expected-error @+2 {{'async.execute' op along control flow edge from parent to Region #0: successor operand type #0 '!async.value<f32>' should match successor input type #0 'i32'}}
  // expected-note @+1 {{region branch point}}
  %t = "async.execute"(%v) <{operandSegmentSizes = array<i32: 0, 1>}> ({
  ^bb0(%x : i32):
    async.yield
  }) : (!async.value<f32>) -> !async.token
  return
}
