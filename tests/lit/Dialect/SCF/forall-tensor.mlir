// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// scf.forall.in_parallel with a non-empty body needs ParallelCombiningOpInterface
// ops, so this file relies on the tensor dialect (tensor.extract_slice and
// tensor.parallel_insert_slice).
// CHECK-LABEL: func.func @forall_in_parallel(%arg0: tensor<8xf32>, %arg1: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg3[%arg2] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.forall (%arg2, %arg3) in (2, 2) shared_outs(%arg4 = %arg1) -> (tensor<8x8xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg4[%arg2, %arg3] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg4[%arg2, %arg3] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
// CHECK-NEXT: }
// CHECK-NEXT: } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT: return %0, %1 : tensor<8xf32>, tensor<8x8xf32>
// CHECK-NEXT: }
func.func @forall_in_parallel(%t: tensor<8xf32>, %u: tensor<8x8xf32>) -> (tensor<8xf32>, tensor<8x8xf32>) {
  %r = scf.forall (%i) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %out[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %out[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  %r2 = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %u) -> (tensor<8x8xf32>) {
    %s = tensor.extract_slice %o[%i, %j] [4, 4] [1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %r, %r2 : tensor<8xf32>, tensor<8x8xf32>
}
