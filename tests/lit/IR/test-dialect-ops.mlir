// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --canonicalize | FileCheck %s --check-prefix=CANON

// Ops of mlir-opt's `test` dialect that MLIR's own tests use: test.constant
// (ConstantLike, its value a property) and test.loop_block_term (a custom
// syntax terminator of (i32, f32)); other test.* ops stay unknown ops.

// CHECK-LABEL: func.func @term
// CHECK-NEXT: %[[C:.*]] = "test.constant"() <{value = 5.300000e+00 : f32}> : () -> f32
// CHECK-NEXT: test.loop_block_term iter %arg0 exit %[[C]] {tag}
func.func @term(%arg: i32) -> i32 {
  %0 = "test.constant"() { value = 5.3 : f32 } : () -> f32
  test.loop_block_term iter %arg exit %0 {tag}
}

// Folded constants of the test dialect are uniqued like any other.
// CANON-LABEL: func.func @dedup
// CANON-NEXT: %[[C:.*]] = "test.constant"() <{value = 1 : i32}> : () -> i32
// CANON-NEXT: "test.use"(%[[C]], %[[C]])
func.func @dedup() {
  %0 = "test.constant"() {value = 1 : i32} : () -> i32
  %1 = "test.constant"() {value = 1 : i32} : () -> i32
  "test.use"(%0, %1) : (i32, i32) -> ()
  return
}

// The parameterless types of TestTypeDefs.td need no --allow-unregistered-dialect;
// !test.memref_element is a valid memref element type.
// CHECK-LABEL: func.func private @types
// CHECK-SAME: (!test.smpla, !test.i32) -> memref<4x!test.memref_element>
func.func private @types(!test.smpla, !test.i32) -> memref<4 x !test.memref_element>
