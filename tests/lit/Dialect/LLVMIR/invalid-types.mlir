// RUN: pyopt %s --split-input-file --verify-diagnostics
// LLVM type validity (LLVMTypes.cpp's getChecked verifiers, LLVMFuncOp's
// function type, GlobalOp's element type).

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
llvm.func @struct_of_void(!llvm.struct<(!llvm.void)>)

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
llvm.func @identified_struct_of_function(!llvm.struct<"id", packed (i32, !llvm.func<void ()>)>)

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
llvm.func @void_argument(!llvm.func<i32 (!llvm.void)>)

// -----

// expected-error @+1 {{invalid function result type: '!llvm.metadata'}}
llvm.func @metadata_result(!llvm.func<!llvm.metadata ()>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @tensor_argument(tensor<4xf32>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @index_argument(%a: index) {
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'memref<4xf32>'}}
llvm.func @memref_result() -> memref<4xf32>

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @two_results() -> (i32, i32)

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @token_global() : !llvm.token

// -----

// expected-error @+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
llvm.mlir.global internal @tensor_global() : tensor<4xf32>
