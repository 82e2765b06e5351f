// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @yield_type_mismatch(%arg0 : f32) {
  // expected-error @+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: successor operand type #0 'f32' should match successor input type #0 '!async.value<i32>'}}
  %t, %v = async.execute -> !async.value<i32> {
    // expected-note @+1 {{region branch point}}
    async.yield %arg0 : f32
  }
  return
}

// -----

func.func @yield_count_mismatch(%arg0 : f32) {
  // expected-error @+1 {{'async.execute' op along control flow edge from Operation async.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %t, %v = async.execute -> !async.value<f32> {
    // expected-note @+1 {{region branch point}}
    async.yield
  }
  return
}

// -----

func.func @yield_outside_execute() {
  // expected-error @+1 {{'async.yield' op expects parent op 'async.execute'}}
  async.yield
}

// -----

func.func @await_token_result(%t : !async.token) {
  // expected-error @+1 {{'async.await' op awaiting on a token must have empty result}}
  %x = "async.await"(%t) : (!async.token) -> f32
  return
}

// -----

func.func @await_value_result(%v : !async.value<f32>) {
  // expected-error @+1 {{'async.await' op result type 'i32' does not match async value type 'f32'}}
  %x = "async.await"(%v) : (!async.value<f32>) -> i32
  return
}

// -----

func.func @execute_wrong_dependency(%i : i32) {
  // expected-error @+1 {{'async.execute' op operand #0 must be variadic of async token type, but got 'i32'}}
  %t = "async.execute"(%i) <{operandSegmentSizes = array<i32: 1, 0>}> ({
    async.yield
  }) : (i32) -> !async.token
  return
}

// -----

// expected-error @+1 {{'async.func' op result is expected to be at least of size 1, but got 0}}
async.func @no_results() {
  async.return
}

// -----

// expected-error @+1 {{'async.func' op result type must be async value type or async token type, but got 'f32'}}
async.func @bad_result(%a : f32) -> f32 {
  async.return %a : f32
}

// -----

async.func @return_mismatch(%a : f32) -> !async.value<i32> {
  // expected-error @+1 {{'async.return' op operand types do not match the types returned from the parent FuncOp}}
  async.return %a : f32
}

// -----

async.func @callee(%a : f32) -> !async.value<f32> {
  async.return %a : f32
}

func.func @call_operand_count() {
  // expected-error @+1 {{'async.call' op incorrect number of operands for callee}}
  %r = async.call @callee() : () -> !async.value<f32>
  return
}

// -----

func.func @call_undefined(%a : f32) {
  // expected-error @+1 {{'async.call' op 'missing' does not reference a valid async function}}
  %r = async.call @missing(%a) : (f32) -> !async.value<f32>
  return
}

// -----

func.func @create_group_type(%i : index) {
  // expected-error @+1 {{'async.create_group' op result #0 must be async group type, but got '!async.token'}}
  %g = "async.create_group"(%i) : (index) -> !async.token
  return
}

// -----

func.func @add_ref_count(%t : !async.token) {
  // expected-error @+1 {{'async.runtime.add_ref' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  async.runtime.add_ref %t {count = 0 : i64} : !async.token
  return
}
