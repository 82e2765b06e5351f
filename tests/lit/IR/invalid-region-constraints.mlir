// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// ODS region constraints (SizedRegion<1>: "region with 1 blocks") are
// checked with the op's invariants; the generic form keeps an empty region
// as spelled, the custom form of a SingleBlock op gives it its block.  The
// SingleBlock trait's own check comes first.

// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({}) : () -> ()

// -----

// expected-error @+1 {{'gpu.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"gpu.module"() ({}) {sym_name = "empty"} : () -> ()

// -----

// expected-error @+1 {{'gpu.module' op expects region #0 to have 0 or 1 blocks}}
"gpu.module"() ({
^a:
^b:
}) {sym_name = "two"} : () -> ()

// -----

gpu.module @custom_form_gets_its_block {}

// -----

func.func @alloca_scope() {
  // expected-error @+1 {{'memref.alloca_scope' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "memref.alloca_scope"() ({}) : () -> ()
  return
}

// -----

func.func @mask(%m: vector<4xi1>) {
  // expected-error @+1 {{'vector.mask' op region #0 ('maskRegion') failed to verify constraint: region with 1 blocks}}
  "vector.mask"(%m) ({}) : (vector<4xi1>) -> ()
  return
}

// -----

func.func @warp(%i: index) {
  // expected-error @+1 {{'gpu.warp_execute_on_lane_0' op region #0 ('warpRegion') failed to verify constraint: region with 1 blocks}}
  "gpu.warp_execute_on_lane_0"(%i) ({}) {warp_size = 32 : i64} : (index) -> ()
  return
}

// -----

func.func @execute() {
  // expected-error @+1 {{'async.execute' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  %t = "async.execute"() ({}) {operandSegmentSizes = array<i32: 0, 0>} : () -> !async.token
  return
}

// -----

// An op the dialect does not have parses (the dialect is registered) and
// fails verification, with or without --allow-unregistered-dialect.
func.func @unknown_op_of_known_dialect() {
  // expected-error @+1 {{unregistered operation 'memref.no_such_op' found in dialect ('memref') that does not allow unknown operations}}
  "memref.no_such_op"() : () -> ()
  return
}

// -----

// An optional group holds at most one value (ODS verifyInvariantsImpl).
func.func @optional_result_group(%t: !gpu.async.token, %m: memref<?xi8>) {
  // expected-error @+1 {{'gpu.dealloc' op result group starting at #0 requires 0 or 1 element, but found 2}}
  %a, %b = "gpu.dealloc"(%t, %m) : (!gpu.async.token, memref<?xi8>) -> (!gpu.async.token, !gpu.async.token)
  return
}

// -----

func.func @mma_constant_element(%a: i32) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op failed to verify that value type matches element type of mma_matrix}}
  %0 = "gpu.subgroup_mma_constant_matrix"(%a) : (i32) -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}
