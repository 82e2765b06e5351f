// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @transfer(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: tensor<?x?xf32>, %arg6: memref<f32>) {
// CHECK-NEXT: %0 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.transfer_read %arg0[%arg1, %arg1], %arg2, %arg4 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %4 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 {permutation_map = #map1} : memref<?x?xf32>, vector<4x8xf32>
// CHECK-NEXT: %5 = vector.transfer_read %arg5[%arg1, %arg1], %arg2 : tensor<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.transfer_read %arg6[], %arg2 : memref<f32>, vector<f32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg1, %arg1], %arg4 {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: %8 = vector.transfer_write %arg3, %arg5[%arg1, %arg1] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg3, %arg0[%arg1, %arg1] {permutation_map = #map} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @transfer(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %t: tensor<?x?xf32>, %m0: memref<f32>) {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %m[%i, %i], %f {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.transfer_read %m[%i, %i], %f, %mask {in_bounds = [false]} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %4 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>
  %5 = vector.transfer_read %t[%i, %i], %f : tensor<?x?xf32>, vector<4xf32>
  %6 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  %7 = vector.transfer_read %m0[], %f : memref<f32>, vector<f32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %m[%i, %i], %mask {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
  %8 = vector.transfer_write %v, %t[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @mask(%arg0: memref<?x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<4xi1>) {
// CHECK-NEXT: %0 = vector.mask %arg4 { vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg4 { vector.transfer_write %arg3, %arg0[%arg1, %arg1] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
// CHECK-NEXT: %1 = vector.mask %arg4, %arg3 { vector.transfer_read %arg0[%arg1, %arg1], %arg2 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %2 = vector.mask %arg4 { vector.reduction <add>, %arg3 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %3 = vector.mask %arg4 { vector.yield %arg3 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @mask(%m: memref<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %mask: vector<4xi1>) {
  %0 = vector.mask %mask { vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %1 = vector.mask %mask, %v { vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %2 = vector.mask %mask { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<8x8xf32>, %arg3: index, %arg4: vector<4xf32>, %arg5: vector<4xi1>, %arg6: vector<4xi32>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg3, %arg3] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg3, %arg3] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %2 = vector.load %arg2[%arg3, %arg3] : memref<8x8xf32>, vector<2x8xf32>
// CHECK-NEXT: vector.store %arg4, %arg0[%arg3, %arg3] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %arg4, %arg0[%arg3, %arg3] {alignment = 16 : i64} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %3 = vector.maskedload %arg0[%arg3, %arg3], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg0[%arg3, %arg3], %arg5, %arg4 : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %4 = vector.gather %arg1[%arg3] [%arg6], %arg5, %arg4 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.scatter %arg1[%arg3] [%arg6], %arg5, %arg4 : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %5 = vector.expandload %arg1[%arg3], %arg5, %arg4 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.compressstore %arg1[%arg3], %arg5, %arg4 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %6 = vector.type_cast %arg2 : memref<8x8xf32> to memref<vector<8x8xf32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @memory(%m: memref<?x?xf32>, %m1: memref<?xf32>, %mm: memref<8x8xf32>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>) {
  %0 = vector.load %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  %2 = vector.load %mm[%i, %i] : memref<8x8xf32>, vector<2x8xf32>
  vector.store %v, %m[%i, %i] : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] {alignment = 16} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.gather %m1[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m1[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %5 = vector.expandload %m1[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m1[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %6 = vector.type_cast %mm : memref<8x8xf32> to memref<vector<8x8xf32>>
  return
}

// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4x8xf32>, %arg3: vector<2x4x8xf32>, %arg4: index, %arg5: vector<[4]xf32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg1 : vector<4xf32> to vector<8x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg0 : f32 to vector<[4]xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT: %4 = vector.extract %arg2[0] : vector<8xf32> from vector<4x8xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %6 = vector.extract %arg2[%arg4, 2] : f32 from vector<4x8xf32>
// CHECK-NEXT: %7 = vector.extract %arg1[%arg4] : f32 from vector<4xf32>
// CHECK-NEXT: %8 = vector.extract %arg3[0, 1] : vector<8xf32> from vector<2x4x8xf32>
// CHECK-NEXT: %9 = vector.extract %3[] : f32 from vector<f32>
// CHECK-NEXT: %10 = vector.insert %arg0, %arg2 [1, 2] : f32 into vector<4x8xf32>
// CHECK-NEXT: %11 = vector.insert %4, %arg2 [3] : vector<8xf32> into vector<4x8xf32>
// CHECK-NEXT: %12 = vector.insert %arg0, %arg1 [%arg4] : f32 into vector<4xf32>
// CHECK-NEXT: %13 = vector.insert %arg0, %3 [] : f32 into vector<f32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %arg2 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
// CHECK-NEXT: %15 = vector.insert_strided_slice %14, %arg2 {offsets = [2, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
// CHECK-NEXT: %16 = vector.shuffle %arg1, %arg1 [0, 1, 2, 3, 4, 5] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %17 = vector.shuffle %arg1, %arg1 [0, -1, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %18 = vector.from_elements %arg0, %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %19 = vector.from_elements %arg0 : vector<f32>
// CHECK-NEXT: %20:4 = vector.to_elements %arg1 : vector<4xf32>
// CHECK-NEXT: %21 = vector.scalable.insert %arg1, %arg5[0] : vector<4xf32> into vector<[4]xf32>
// CHECK-NEXT: %22 = vector.scalable.extract %arg5[0] : vector<4xf32> from vector<[4]xf32>
// CHECK-NEXT: %23 = vector.interleave %arg1, %arg1 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg1 : vector<4xf32> -> vector<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @elements(%f: f32, %v: vector<4xf32>, %v2: vector<4x8xf32>, %v3: vector<2x4x8xf32>, %idx: index, %sv: vector<[4]xf32>) {
  %0 = vector.broadcast %f : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<8x4xf32>
  %2 = vector.broadcast %f : f32 to vector<[4]xf32>
  %3 = vector.broadcast %f : f32 to vector<f32>
  %4 = vector.extract %v2[0] : vector<8xf32> from vector<4x8xf32>
  %5 = vector.extract %v2[1, 2] : f32 from vector<4x8xf32>
  %6 = vector.extract %v2[%idx, 2] : f32 from vector<4x8xf32>
  %7 = vector.extract %v[%idx] : f32 from vector<4xf32>
  %8 = vector.extract %v3[0, 1] : vector<8xf32> from vector<2x4x8xf32>
  %9 = vector.extract %3[] : f32 from vector<f32>
  %10 = vector.insert %f, %v2[1, 2] : f32 into vector<4x8xf32>
  %11 = vector.insert %4, %v2[3] : vector<8xf32> into vector<4x8xf32>
  %12 = vector.insert %f, %v[%idx] : f32 into vector<4xf32>
  %13 = vector.insert %f, %3[] : f32 into vector<f32>
  %14 = vector.extract_strided_slice %v2 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %15 = vector.insert_strided_slice %14, %v2 {offsets = [2, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %16 = vector.shuffle %v, %v [0, 1, 2, 3, 4, 5] : vector<4xf32>, vector<4xf32>
  %17 = vector.shuffle %v, %v [0, -1, 7] : vector<4xf32>, vector<4xf32>
  %18 = vector.from_elements %f, %f, %f, %f : vector<4xf32>
  %19 = vector.from_elements %f : vector<f32>
  %20:4 = vector.to_elements %v : vector<4xf32>
  %21 = vector.scalable.insert %v, %sv[0] : vector<4xf32> into vector<[4]xf32>
  %22 = vector.scalable.extract %sv[0] : vector<4xf32> from vector<[4]xf32>
  %23 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %24, %25 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  return
}

// CHECK-LABEL: func.func @arith(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<4x8xf32>, %arg3: vector<4xi32>, %arg4: index) {
// CHECK-NEXT: %0 = vector.fma %arg1, %arg1, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = vector.fma %arg2, %arg2, %arg2 : vector<4x8xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %arg1 : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.reduction <maxnumf>, %arg1, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %4 = vector.reduction <add>, %arg1 fastmath<fast> : vector<4xf32> into f32
// CHECK-NEXT: %5 = vector.reduction <mul>, %arg3 : vector<4xi32> into i32
// CHECK-NEXT: %6 = vector.multi_reduction <add>, %arg2, %arg1 [1] : vector<4x8xf32> to vector<4xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg2, %arg1 {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.outerproduct %arg1, %arg1 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %8 = vector.outerproduct %arg1, %arg0, %arg1 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %9 = vector.bitcast %arg1 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %10 = vector.bitcast %arg3 : vector<4xi32> to vector<16xi8>
// CHECK-NEXT: %11 = vector.shape_cast %arg2 : vector<4x8xf32> to vector<32xf32>
// CHECK-NEXT: %12 = vector.transpose %arg2, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
// CHECK-NEXT: %13 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %14 = vector.constant_mask [2, 3] : vector<4x8xi1>
// CHECK-NEXT: %15 = vector.constant_mask [0] : vector<[4]xi1>
// CHECK-NEXT: %16 = vector.create_mask %arg4, %arg4 : vector<4x8xi1>
// CHECK-NEXT: %17 = vector.create_mask %arg4 : vector<[4]xi1>
// CHECK-NEXT: %18 = vector.step : vector<4xindex>
// CHECK-NEXT: %19 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @arith(%f: f32, %v: vector<4xf32>, %v2: vector<4x8xf32>, %iv: vector<4xi32>, %idx: index) {
  %0 = vector.fma %v, %v, %v : vector<4xf32>
  %1 = vector.fma %v2, %v2, %v2 : vector<4x8xf32>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = vector.reduction <maxnumf>, %v, %f : vector<4xf32> into f32
  %4 = vector.reduction <add>, %v fastmath<fast> : vector<4xf32> into f32
  %5 = vector.reduction <mul>, %iv : vector<4xi32> into i32
  %6 = vector.multi_reduction <add>, %v2, %v [1] : vector<4x8xf32> to vector<4xf32>
  %7:2 = vector.scan <add>, %v2, %v {inclusive = true, reduction_dim = 1 : i64} : vector<4x8xf32>, vector<4xf32>
  %8 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %9 = vector.outerproduct %v, %f, %v {kind = #vector.kind<add>} : vector<4xf32>, f32
  %10 = vector.bitcast %v : vector<4xf32> to vector<8xf16>
  %11 = vector.bitcast %iv : vector<4xi32> to vector<16xi8>
  %12 = vector.shape_cast %v2 : vector<4x8xf32> to vector<32xf32>
  %13 = vector.transpose %v2, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %14 = vector.constant_mask [2] : vector<4xi1>
  %15 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %16 = vector.constant_mask [0] : vector<[4]xi1>
  %17 = vector.create_mask %idx, %idx : vector<4x8xi1>
  %18 = vector.create_mask %idx : vector<[4]xi1>
  %19 = vector.step : vector<4xindex>
  %20 = vector.step : vector<[4]xindex>
  %21 = vector.vscale
  return
}

// CHECK-LABEL: func.func @contract(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @contract(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// CHECK-LABEL: func.func @print(%arg0: f32, %arg1: vector<4xf32>) {
// CHECK-NEXT: vector.print %arg1 : vector<4xf32>
// CHECK-NEXT: vector.print %arg0 : f32
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print punctuation <comma>
// CHECK-NEXT: vector.print %arg0 : f32 punctuation <no_punctuation>
// CHECK-NEXT: vector.print
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @print(%f: f32, %v: vector<4xf32>) {
  vector.print %v : vector<4xf32>
  vector.print %f : f32
  vector.print str "hello\n"
  vector.print punctuation <comma>
  vector.print %f : f32 punctuation <no_punctuation>
  vector.print
  return
}
