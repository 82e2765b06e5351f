// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// More vector syntax: non-minor-identity permutation maps (mask types
// through the inverse map), vector element types, masks with passthru and
// attributes, outerproduct attr-dict quirk, fastmath flags, print clauses,
// scalable broadcasts, poison positions, dynamic insert positions.

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0, d1, d2) -> (0, d1)>
// CHECK-LABEL: func.func @more(%arg0: memref<?x?xf32>, %arg1: tensor<?x?x?xf32>, %arg2: index, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<4x8xf32>, %arg6: vector<8x4xi1>, %arg7: vector<[4]xf32>, %arg8: memref<?x?xvector<4xf32>>, %arg9: vector<4xf32>, %arg10: vector<8xf32>, %arg11: vector<4xi32>, %arg12: vector<4xi1>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg2, %arg2], %arg3, %arg6 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg1[%arg2, %arg2, %arg2], %arg3 {foo = 1 : i64, in_bounds = [true, false], permutation_map = #map1} : tensor<?x?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg8[%arg2, %arg2], %arg9 : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
// CHECK-NEXT: %3 = vector.mask %arg6 { vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
// CHECK-NEXT: vector.transfer_write %arg5, %arg0[%arg2, %arg2] {in_bounds = [true, true], zzz} : vector<4x8xf32>, memref<?x?xf32>
// CHECK-NEXT: %4 = vector.outerproduct %arg4, %arg10, %arg5 {foo, kind = #vector.kind<maxnumf>} : vector<4xf32>, vector<8xf32>
// CHECK-NEXT: %5 = vector.outerproduct %arg4, %arg4 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.reduction <minimumf>, %arg4, %arg3 fastmath<nnan,ninf> {x} : vector<4xf32> into f32
// CHECK-NEXT: vector.print %arg4 : vector<4xf32> punctuation <open> {foo}
// CHECK-NEXT: vector.print punctuation <close>
// CHECK-NEXT: vector.print str "a\22b\09c"
// CHECK-NEXT: %7 = vector.broadcast %arg4 : vector<4xf32> to vector<2x1x4xf32>
// CHECK-NEXT: %8 = vector.broadcast %arg7 : vector<[4]xf32> to vector<2x[4]xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <mul>, %arg5, %arg10 {inclusive = false, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
// CHECK-NEXT: %9 = vector.multi_reduction <maxnumf>, %arg5, %arg3 [0, 1] : vector<4x8xf32> to f32
// CHECK-NEXT: %10 = vector.shape_cast %arg7 : vector<[4]xf32> to vector<1x[4]xf32>
// CHECK-NEXT: %11 = vector.extract %arg5[-1] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %12 = vector.insert %arg4, %arg5 [%arg2] : vector<4xf32> into vector<4x8xf32>
// CHECK-NEXT: %13 = vector.load %arg0[%arg2, %arg2] {alignment = 8 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %14 = vector.from_elements %arg3, %arg3 : vector<1x2xf32>
// CHECK-NEXT: %15 = vector.constant_mask [4, 8] : vector<4x8xi1>
// CHECK-NEXT: %16 = vector.create_mask %arg2 : vector<i1>
// CHECK-NEXT: %17 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT: %18 = vector.mask %arg6, %arg5 { vector.transfer_read %arg0[%arg2, %arg2], %arg3 {permutation_map = #map} : memref<?x?xf32>, vector<4x8xf32> } {attr} : vector<8x4xi1> -> vector<4x8xf32>
// CHECK-NEXT: vector.mask %arg6 { vector.yield } : vector<8x4xi1>
// CHECK-NEXT: %19 = vector.gather %arg1[%arg2, %arg2, %arg2] [%arg11], %arg12, %arg4 : tensor<?x?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @more(%m: memref<?x?xf32>, %t: tensor<?x?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %mk: vector<8x4xi1>, %sv: vector<[4]xf32>, %mv: memref<?x?xvector<4xf32>>, %vv: vector<4xf32>, %v8: vector<8xf32>, %iv: vector<4xi32>, %m4: vector<4xi1>) {
  %0 = vector.transfer_read %m[%i, %i], %f, %mk {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %1 = vector.transfer_read %t[%i, %i, %i], %f {permutation_map = affine_map<(d0, d1, d2) -> (0, d1)>, in_bounds = [true, false], foo = 1} : tensor<?x?x?xf32>, vector<4x8xf32>
  %2 = vector.transfer_read %mv[%i, %i], %vv : memref<?x?xvector<4xf32>>, vector<1x1x4xf32>
  %3 = vector.mask %mk { vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } : vector<8x4xi1> -> vector<4x8xf32>
  vector.transfer_write %v48, %m[%i, %i] {in_bounds = [true, true], zzz} : vector<4x8xf32>, memref<?x?xf32>
  %5 = vector.outerproduct %v, %v8, %v48 {kind = #vector.kind<maxnumf>, foo} : vector<4xf32>, vector<8xf32>
  %6 = vector.outerproduct %v, %v {kind = #vector.kind<mul>} : vector<4xf32>, vector<4xf32>
  %7 = vector.reduction <minimumf>, %v, %f fastmath<nnan,ninf> {x} : vector<4xf32> into f32
  vector.print %v : vector<4xf32> punctuation <open> {foo}
  vector.print punctuation <close>
  vector.print str "a\"b\tc"
  %8 = vector.broadcast %v : vector<4xf32> to vector<2x1x4xf32>
  %9 = vector.broadcast %sv : vector<[4]xf32> to vector<2x[4]xf32>
  %11:2 = vector.scan <mul>, %v48, %v8 {inclusive = false, reduction_dim = 0 : i64} : vector<4x8xf32>, vector<8xf32>
  %12 = vector.multi_reduction <maxnumf>, %v48, %f [0, 1] : vector<4x8xf32> to f32
  %13 = vector.shape_cast %sv : vector<[4]xf32> to vector<1x[4]xf32>
  %14 = vector.extract %v48[-1] : vector<8xf32> from vector<4x8xf32>
  %15 = vector.insert %v, %v48 [%i] : vector<4xf32> into vector<4x8xf32>
  %16 = vector.load %m[%i, %i] {nontemporal = false, alignment = 8} : memref<?x?xf32>, vector<4xf32>
  %17 = vector.from_elements %f, %f : vector<1x2xf32>
  %18 = vector.constant_mask [4, 8] : vector<4x8xi1>
  %19 = vector.create_mask %i : vector<i1>
  %20 = vector.constant_mask [1] : vector<i1>
  %21 = vector.mask %mk, %v48 { vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32> } {attr} : vector<8x4xi1> -> vector<4x8xf32>
  vector.mask %mk { } : vector<8x4xi1>
  %22 = vector.gather %t[%i, %i, %i] [%iv], %m4, %v : tensor<?x?x?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}
