// RUN: pyopt %s --split-input-file --verify-diagnostics

// Parse-time checks of LLVMDialect.cpp's custom parsers, at MLIR's
// positions: the call ops' trailing types (at the `:`), operand bundle
// counts (at the `[`), alloca's alignment and trailing type, the
// insert/extractvalue container, builtin-vector operands, ops that have no
// custom form. Messages: mlir-opt 22.1.8's.

llvm.func @indirect_one_type(%p: !llvm.ptr, %a: i16) {
  // expected-error @+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  llvm.call %p(%a) : (i16) -> ()
  llvm.return
}

// -----

llvm.func @indirect_second_not_function(%p: !llvm.ptr, %a: i16) {
  // expected-error @+2 {{expected '('}}
  // expected-error @+1 {{custom op 'llvm.call' expected trailing function type}}
  llvm.call %p(%a) : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @direct_two_types(%a: i16) {
  // expected-error @+2 {{expected '('}}
  // expected-error @+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @direct_two_types(%a) : !llvm.ptr, (i16) -> ()
  llvm.return
}

// -----

llvm.func @named_signature(%a: i16) {
  // expected-error @+2 {{expected non-function type}}
  // expected-error @+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @named_signature(%a) : (%b: i16) -> ()
  llvm.return
}

// -----

llvm.func @two_results(%a: i16) {
  // expected-error @+1 {{custom op 'llvm.call_intrinsic' expected function with 0 or 1 result}}
  llvm.call_intrinsic "llvm.foo"(%a) : (i16) -> (i16, i16)
  llvm.return
}

// -----

llvm.func @void_result(%p: !llvm.ptr, %a: i16) {
  // expected-error @+1 {{custom op 'llvm.invoke' expected a non-void result type}}
  llvm.invoke %p(%a) to ^bb1 unwind ^bb1 : !llvm.ptr, (i16) -> !llvm.void
^bb1:
  llvm.return
}

// -----

llvm.func @count_mismatch(%a: i16) {
  // expected-error @+1 {{custom op 'llvm.call' number of operands and types do not match: got 1 operands and 2 types}}
  llvm.call @count_mismatch(%a) : (i16, i16) -> ()
  llvm.return
}

// -----

llvm.func @second_bundle(%a: i16) {
  // expected-error @+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call @second_bundle(%a) ["x"(), "y"(%a, %a : i16)] : (i16) -> ()
  llvm.return
}

// -----

llvm.func @assume_bundle(%c: i1, %a: i16) {
  // expected-error @+1 {{custom op 'llvm.intr.assume' number of operands and types do not match: got 1 operands and 2 types}}
  llvm.intr.assume %c ["x"(%a : i16, i16)] : i1
  llvm.return
}

// -----

llvm.func @alloca_alignment_first(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %n x f32 {alignment = "8"} : i64
  llvm.return
}

// -----

llvm.func @alloca_plain_type(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x f32 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @extract_from_scalar(%s: !llvm.struct<(array<2 x f32>)>) {
  // expected-error @+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'f32'}}
  %0 = llvm.extractvalue %s[0, 1, 0] : !llvm.struct<(array<2 x f32>)>
  llvm.return
}

// -----

func.func @insert_into_tensor(%a: f32, %t: tensor<2xf32>) {
  // expected-error @+2 {{custom op 'llvm.insertvalue' expected LLVM IR Dialect type, got 'tensor<2xf32>'}}
  %0 = llvm.insertvalue %a, %t[0] : tensor<2xf32>
  return
}

// -----

// The signature is checked before the body is read.
// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @signature_first(%a: f32, %t: tensor<2xf32>) {
  %0 = llvm.insertvalue %a, %t[0] : tensor<2xf32>
  llvm.return
}

// -----

llvm.func @extractelement_scalar(%a: f32, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.extractelement' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = llvm.extractelement %a[%i : i32] : f32
  llvm.return
}

// -----

llvm.func @stepvector_scalar() {
  // expected-error @+1 {{custom op 'llvm.intr.stepvector' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = llvm.intr.stepvector : i32
  llvm.return
}

// -----

llvm.func @generic_only(%a: vector<2xf32>) {
  // expected-error @+1 {{custom op 'llvm.intr.vector.reduce.fadd' has no custom assembly form}}
  %0 = llvm.intr.vector.reduce.fadd %a : vector<2xf32>
  llvm.return
}

// -----

llvm.func @wmma_plain_type(%p: !llvm.ptr, %s: i32) {
  // expected-error @+1 {{custom op 'nvvm.wmma.load' invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32} : !llvm.ptr
  llvm.return
}
