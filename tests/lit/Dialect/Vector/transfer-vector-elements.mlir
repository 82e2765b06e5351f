// RUN: pyopt %s --split-input-file | FileCheck %s
// RUN: pyopt %s --split-input-file --mlir-print-op-generic | pyopt --split-input-file | FileCheck %s
// Transfers of memrefs and tensors of vectors: the minor 1-D vector's bits
// are a multiple of the element vector's; the default permutation map covers
// the vector's dims beyond the element's.

// CHECK-LABEL: func.func @read_write
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<4xvector<4xf32>>, vector<2x4xf32>
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<4xvector<2x4xf32>>, vector<8x4xf32>
// CHECK: vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}] : vector<2x4xf32>, memref<4xvector<4xf32>>
func.func @read_write(%m: memref<4xvector<4xf32>>, %n: memref<4xvector<2x4xf32>>, %i: index,
                      %pad: vector<4xf32>, %pad2: vector<2x4xf32>) {
  %0 = vector.transfer_read %m[%i], %pad : memref<4xvector<4xf32>>, vector<2x4xf32>
  %1 = vector.transfer_read %n[%i], %pad2 : memref<4xvector<2x4xf32>>, vector<8x4xf32>
  vector.transfer_write %0, %m[%i] : vector<2x4xf32>, memref<4xvector<4xf32>>
  return
}

// -----

// CHECK-LABEL: func.func @wider_minor_vector
// CHECK: vector.transfer_read %{{.*}}[%{{.*}}], %{{.*}} : memref<?xvector<2xi8>>, vector<3x8xi8>
func.func @wider_minor_vector(%m: memref<?xvector<2xi8>>, %i: index, %pad: vector<2xi8>) {
  %0 = vector.transfer_read %m[%i], %pad : memref<?xvector<2xi8>>, vector<3x8xi8>
  return
}
