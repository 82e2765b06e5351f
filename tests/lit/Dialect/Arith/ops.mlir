// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Tests for every arith op, with optional groups (overflow, fastmath, exact,
// rounding mode) both present and absent.

// CHECK-LABEL: func.func @int_binary(%arg0: i32, %arg1: i32, %arg2: index, %arg3: vector<4xi64>, %arg4: tensor<2x?xi8>) {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.addi %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %3 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %4 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.subi %arg2, %arg2 overflow<nsw> : index
// CHECK-NEXT: %6 = arith.subi %arg3, %arg3 : vector<4xi64>
// CHECK-NEXT: %7 = arith.muli %arg4, %arg4 overflow<nsw, nuw> : tensor<2x?xi8>
// CHECK-NEXT: %8 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %10 = arith.shli %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.divsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %13 = arith.divui %arg0, %arg1 exact : i32
// CHECK-NEXT: %14 = arith.divui %arg2, %arg2 : index
// CHECK-NEXT: %15 = arith.shrsi %arg0, %arg1 exact : i32
// CHECK-NEXT: %16 = arith.shrsi %arg0, %arg1 : i32
// CHECK-NEXT: %17 = arith.shrui %arg0, %arg1 exact : i32
// CHECK-NEXT: %18 = arith.shrui %arg3, %arg3 : vector<4xi64>
// CHECK-NEXT: %19 = arith.ceildivsi %arg0, %arg1 : i32
// CHECK-NEXT: %20 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %21 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %22 = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: %23 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %24 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %25 = arith.ori %arg0, %arg1 : i32
// CHECK-NEXT: %26 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %27 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %28 = arith.maxui %arg0, %arg1 : i32
// CHECK-NEXT: %29 = arith.minsi %arg0, %arg1 : i32
// CHECK-NEXT: %30 = arith.minui %arg2, %arg2 : index
// CHECK-NEXT: %31 = arith.addi %arg0, %arg1 {some.attr = 1 : i64} : i32
// CHECK-NEXT: %32 = arith.addi %arg0, %arg1 overflow<nsw> {some.attr} : i32
// CHECK-NEXT: %33 = arith.divsi %arg0, %arg1 exact {some.attr} : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @int_binary(%a: i32, %b: i32, %ia: index, %va: vector<4xi64>, %ta: tensor<2x?xi8>) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %a, %b overflow<nsw> : i32
  %2 = arith.addi %a, %b overflow<nuw> : i32
  %3 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %4 = arith.addi %a, %b overflow<none> : i32
  %5 = arith.subi %ia, %ia overflow<nsw> : index
  %6 = arith.subi %va, %va : vector<4xi64>
  %7 = arith.muli %ta, %ta overflow<nsw, nuw> : tensor<2x?xi8>
  %8 = arith.muli %a, %b : i32
  %9 = arith.shli %a, %b overflow<nuw> : i32
  %10 = arith.shli %a, %b : i32
  %11 = arith.divsi %a, %b : i32
  %12 = arith.divsi %a, %b exact : i32
  %13 = arith.divui %a, %b exact : i32
  %14 = arith.divui %ia, %ia : index
  %15 = arith.shrsi %a, %b exact : i32
  %16 = arith.shrsi %a, %b : i32
  %17 = arith.shrui %a, %b exact : i32
  %18 = arith.shrui %va, %va : vector<4xi64>
  %19 = arith.ceildivsi %a, %b : i32
  %20 = arith.ceildivui %a, %b : i32
  %21 = arith.floordivsi %a, %b : i32
  %22 = arith.remsi %a, %b : i32
  %23 = arith.remui %a, %b : i32
  %24 = arith.andi %a, %b : i32
  %25 = arith.ori %a, %b : i32
  %26 = arith.xori %a, %b : i32
  %27 = arith.maxsi %a, %b : i32
  %28 = arith.maxui %a, %b : i32
  %29 = arith.minsi %a, %b : i32
  %30 = arith.minui %ia, %ia : index
  %31 = arith.addi %a, %b {some.attr = 1 : i64} : i32
  %32 = arith.addi %a, %b overflow<nsw> {some.attr} : i32
  %33 = arith.divsi %a, %b exact {some.attr} : i32
  return
}

// CHECK-LABEL: func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<3xi16>) {
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT: %sum_0, %overflow_1 = arith.addui_extended %arg2, %arg2 : vector<3xi16>, vector<3xi1>
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %low_2, %high_3 = arith.mului_extended %arg2, %arg2 : vector<3xi16>
// CHECK-NEXT: %low_4, %high_5 = arith.mului_extended %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @extended(%a: i32, %b: i32, %v: vector<3xi16>) {
  %sum, %overflow = arith.addui_extended %a, %b : i32, i1
  %sum2, %overflow2 = arith.addui_extended %v, %v : vector<3xi16>, vector<3xi1>
  %low, %high = arith.mulsi_extended %a, %b : i32
  %low2, %high2 = arith.mului_extended %v, %v : vector<3xi16>
  %r:2 = arith.mului_extended %a, %b : i32
  return
}

// CHECK-LABEL: func.func @float_binary(%arg0: f32, %arg1: f32, %arg2: vector<4xf16>, %arg3: tensor<?xf64>) {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT: %1 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %2 = arith.subf %arg0, %arg1 fastmath<nnan,ninf> : f32
// CHECK-NEXT: %3 = arith.mulf %arg2, %arg2 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %4 = arith.divf %arg3, %arg3 : tensor<?xf64>
// CHECK-NEXT: %5 = arith.remf %arg0, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %6 = arith.maximumf %arg0, %arg1 : f32
// CHECK-NEXT: %7 = arith.minimumf %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %8 = arith.maxnumf %arg0, %arg1 : f32
// CHECK-NEXT: %9 = arith.minnumf %arg0, %arg1 fastmath<arcp,afn> : f32
// CHECK-NEXT: %10 = arith.negf %arg0 : f32
// CHECK-NEXT: %11 = arith.negf %arg2 fastmath<nnan> : vector<4xf16>
// CHECK-NEXT: %12 = arith.addf %arg0, %arg1 fastmath<reassoc> : f32
// CHECK-NEXT: %13 = arith.mulf %arg0, %arg1 fastmath<fast> {other} : f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @float_binary(%a: f32, %b: f32, %v: vector<4xf16>, %t: tensor<?xf64>) {
  %0 = arith.addf %a, %b : f32
  %1 = arith.addf %a, %b fastmath<fast> : f32
  %2 = arith.subf %a, %b fastmath<nnan,ninf> : f32
  %3 = arith.mulf %v, %v fastmath<reassoc,nnan,ninf,nsz,arcp,contract,afn> : vector<4xf16>
  %4 = arith.divf %t, %t fastmath<none> : tensor<?xf64>
  %5 = arith.remf %a, %b fastmath<contract> : f32
  %6 = arith.maximumf %a, %b : f32
  %7 = arith.minimumf %a, %b fastmath<nsz> : f32
  %8 = arith.maxnumf %a, %b : f32
  %9 = arith.minnumf %a, %b fastmath<afn,arcp> : f32
  %10 = arith.negf %a : f32
  %11 = arith.negf %v fastmath<nnan> : vector<4xf16>
  %12 = arith.addf %a, %b {fastmath = #arith.fastmath<reassoc>} : f32
  %13 = arith.mulf %a, %b fastmath<fast> {other} : f32
  return
}

// CHECK-LABEL: func.func @compare(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xindex>, %arg5: tensor<2xf64>) {
// CHECK-NEXT: %0 = arith.cmpi eq, %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.cmpi ne, %arg0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.cmpi sle, %arg0, %arg1 : i32
// CHECK-NEXT: %4 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT: %5 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.cmpi ule, %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.cmpi ugt, %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.cmpi uge, %arg4, %arg4 : vector<4xindex>
// CHECK-NEXT: %10 = arith.cmpf false, %arg2, %arg3 : f32
// CHECK-NEXT: %11 = arith.cmpf oeq, %arg2, %arg3 : f32
// CHECK-NEXT: %12 = arith.cmpf ogt, %arg2, %arg3 : f32
// CHECK-NEXT: %13 = arith.cmpf oge, %arg2, %arg3 : f32
// CHECK-NEXT: %14 = arith.cmpf olt, %arg2, %arg3 : f32
// CHECK-NEXT: %15 = arith.cmpf ole, %arg2, %arg3 : f32
// CHECK-NEXT: %16 = arith.cmpf one, %arg2, %arg3 : f32
// CHECK-NEXT: %17 = arith.cmpf ord, %arg2, %arg3 : f32
// CHECK-NEXT: %18 = arith.cmpf ueq, %arg2, %arg3 : f32
// CHECK-NEXT: %19 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %20 = arith.cmpf uge, %arg2, %arg3 : f32
// CHECK-NEXT: %21 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %22 = arith.cmpf ule, %arg2, %arg3 : f32
// CHECK-NEXT: %23 = arith.cmpf une, %arg2, %arg3 : f32
// CHECK-NEXT: %24 = arith.cmpf uno, %arg2, %arg3 : f32
// CHECK-NEXT: %25 = arith.cmpf true, %arg5, %arg5 fastmath<nnan> : tensor<2xf64>
// CHECK-NEXT: %26 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compare(%a: i32, %b: i32, %x: f32, %y: f32, %vi: vector<4xindex>, %vf: tensor<2xf64>) {
  %0 = arith.cmpi eq, %a, %b : i32
  %1 = arith.cmpi ne, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.cmpi sle, %a, %b : i32
  %4 = arith.cmpi sgt, %a, %b : i32
  %5 = arith.cmpi sge, %a, %b : i32
  %6 = arith.cmpi ult, %a, %b : i32
  %7 = arith.cmpi ule, %a, %b : i32
  %8 = arith.cmpi ugt, %a, %b : i32
  %9 = arith.cmpi uge, %vi, %vi : vector<4xindex>
  %10 = arith.cmpf false, %x, %y : f32
  %11 = arith.cmpf oeq, %x, %y : f32
  %12 = arith.cmpf ogt, %x, %y : f32
  %13 = arith.cmpf oge, %x, %y : f32
  %14 = arith.cmpf olt, %x, %y : f32
  %15 = arith.cmpf ole, %x, %y : f32
  %16 = arith.cmpf one, %x, %y : f32
  %17 = arith.cmpf ord, %x, %y : f32
  %18 = arith.cmpf ueq, %x, %y : f32
  %19 = arith.cmpf ugt, %x, %y : f32
  %20 = arith.cmpf uge, %x, %y : f32
  %21 = arith.cmpf ult, %x, %y : f32
  %22 = arith.cmpf ule, %x, %y : f32
  %23 = arith.cmpf une, %x, %y : f32
  %24 = arith.cmpf uno, %x, %y : f32
  %25 = arith.cmpf true, %vf, %vf fastmath<nnan> : tensor<2xf64>
  %26 = arith.cmpi "slt", %a, %b : i32
  return
}

// CHECK-LABEL: func.func @casts(%arg0: i32, %arg1: f32, %arg2: f16, %arg3: index, %arg4: vector<2xi8>, %arg5: vector<2xf32>, %arg6: memref<4xi32>, %arg7: f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %1 = arith.extui %arg4 : vector<2xi8> to vector<2xi32>
// CHECK-NEXT: %2 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %3 = arith.trunci %arg0 overflow<nsw> : i32 to i16
// CHECK-NEXT: %4 = arith.trunci %arg0 overflow<nsw, nuw> : i32 to i1
// CHECK-NEXT: %5 = arith.extf %arg2 : f16 to f32
// CHECK-NEXT: %6 = arith.extf %arg2 fastmath<fast> : f16 to f64
// CHECK-NEXT: %7 = arith.truncf %arg1 : f32 to f16
// CHECK-NEXT: %8 = arith.truncf %arg1 to_nearest_even : f32 to f16
// CHECK-NEXT: %9 = arith.truncf %arg1 downward fastmath<nnan> : f32 to bf16
// CHECK-NEXT: %10 = arith.truncf %arg1 upward : f32 to f16
// CHECK-NEXT: %11 = arith.truncf %arg1 toward_zero : f32 to f16
// CHECK-NEXT: %12 = arith.truncf %arg1 to_nearest_away : f32 to f16
// CHECK-NEXT: %13 = arith.truncf %arg1 fastmath<contract> : f32 to f16
// CHECK-NEXT: %14 = arith.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %15 = arith.uitofp %arg4 : vector<2xi8> to vector<2xf32>
// CHECK-NEXT: %16 = arith.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %17 = arith.fptoui %arg5 : vector<2xf32> to vector<2xi8>
// CHECK-NEXT: %18 = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT: %19 = arith.index_cast %arg3 : index to i64
// CHECK-NEXT: %20 = arith.index_castui %arg3 : index to i32
// CHECK-NEXT: %21 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %22 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %23 = arith.bitcast %arg5 : vector<2xf32> to vector<2xi32>
// CHECK-NEXT: %24 = arith.bitcast %arg6 : memref<4xi32> to memref<4xf32>
// CHECK-NEXT: %25 = arith.scaling_extf %arg2, %arg7 : f16, f8E8M0FNU to f32
// CHECK-NEXT: %26 = arith.scaling_extf %arg2, %arg7 fastmath<fast> : f16, f8E8M0FNU to f32
// CHECK-NEXT: %27 = arith.scaling_truncf %arg1, %arg7 : f32, f8E8M0FNU to f16
// CHECK-NEXT: %28 = arith.scaling_truncf %arg1, %arg7 toward_zero fastmath<nnan> : f32, f8E8M0FNU to f16
// CHECK-NEXT: %29 = arith.extf %arg2 fastmath<none> : f16 to f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%i: i32, %f: f32, %h: f16, %ix: index, %vi: vector<2xi8>, %vf: vector<2xf32>, %m: memref<4xi32>, %s: f8E8M0FNU) {
  %0 = arith.extsi %i : i32 to i64
  %1 = arith.extui %vi : vector<2xi8> to vector<2xi32>
  %2 = arith.trunci %i : i32 to i8
  %3 = arith.trunci %i overflow<nsw> : i32 to i16
  %4 = arith.trunci %i overflow<nuw, nsw> : i32 to i1
  %5 = arith.extf %h : f16 to f32
  %6 = arith.extf %h fastmath<fast> : f16 to f64
  %7 = arith.truncf %f : f32 to f16
  %8 = arith.truncf %f to_nearest_even : f32 to f16
  %9 = arith.truncf %f downward fastmath<nnan> : f32 to bf16
  %10 = arith.truncf %f upward : f32 to f16
  %11 = arith.truncf %f toward_zero : f32 to f16
  %12 = arith.truncf %f to_nearest_away : f32 to f16
  %13 = arith.truncf %f fastmath<contract> : f32 to f16
  %14 = arith.sitofp %i : i32 to f32
  %15 = arith.uitofp %vi : vector<2xi8> to vector<2xf32>
  %16 = arith.fptosi %f : f32 to i32
  %17 = arith.fptoui %vf : vector<2xf32> to vector<2xi8>
  %18 = arith.index_cast %i : i32 to index
  %19 = arith.index_cast %ix : index to i64
  %20 = arith.index_castui %ix : index to i32
  %21 = arith.index_castui %i : i32 to index
  %22 = arith.bitcast %i : i32 to f32
  %23 = arith.bitcast %vf : vector<2xf32> to vector<2xi32>
  %24 = arith.bitcast %m : memref<4xi32> to memref<4xf32>
  %25 = arith.scaling_extf %h, %s : f16, f8E8M0FNU to f32
  %26 = arith.scaling_extf %h, %s fastmath<fast> : f16, f8E8M0FNU to f32
  %27 = arith.scaling_truncf %f, %s : f32, f8E8M0FNU to f16
  %28 = arith.scaling_truncf %f, %s toward_zero fastmath<nnan> : f32, f8E8M0FNU to f16
  %29 = arith.extf %h fastmath<none> : f16 to f32
  return
}

// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: vector<4xi1>, %arg3: vector<4xf32>, %arg4: tensor<2xi64>, %arg5: tensor<2xi1>) {
// CHECK-NEXT: %0 = arith.select %arg0, %arg1, %arg1 : i32
// CHECK-NEXT: %1 = arith.select %arg0, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %2 = arith.select %arg2, %arg3, %arg3 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %3 = arith.select %arg5, %arg4, %arg4 : tensor<2xi1>, tensor<2xi64>
// CHECK-NEXT: %4 = arith.select %arg0, %arg1, %arg1 {tag} : i32
// CHECK-NEXT: %5 = arith.select %arg2, %arg3, %arg3 {tag = 1 : i32} : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @select(%c: i1, %a: i32, %vc: vector<4xi1>, %va: vector<4xf32>, %t: tensor<2xi64>, %tc: tensor<2xi1>) {
  %0 = arith.select %c, %a, %a : i32
  %1 = arith.select %c, %va, %va : vector<4xf32>
  %2 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xf32>
  %3 = arith.select %tc, %t, %t : tensor<2xi1>, tensor<2xi64>
  %4 = arith.select %c, %a, %a {tag} : i32
  %5 = arith.select %vc, %va, %va {tag = 1 : i32} : vector<4xi1>, vector<4xf32>
  return
}
