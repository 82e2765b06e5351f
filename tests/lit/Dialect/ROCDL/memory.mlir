// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// rocdl buffer, LDS/global load, tensor DMA, named barrier, prefetch and permute ops; stripped LLVM types (<3>, <(i32, i32)>) where mlir-opt prints them.
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: func.func @memory(%arg0: vector<8xi32>, %arg1: vector<8xf32>, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr<3>, %arg5: vector<4xi32>, %arg6: vector<8xi32>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr, %arg9: i16, %arg10: !llvm.ptr<8>) {
// CHECK-NEXT: %0 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %arg0, %arg0, %arg1, %arg2, %arg2 {fmtA = 1 : i32, modC = 2 : i16, reuseA = true} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: %1 = rocdl.wmma.scale16.f32.32x16x128.f4 %arg0, %arg0, %arg1, %arg3, %arg3 : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
// CHECK-NEXT: %2 = rocdl.wmma.f32.16x16x4.f32 %arg1, %arg1, %arg1 {modC = 1 : i16, signA = true} : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: rocdl.s.barrier.init %arg4 member_cnt = 1 : !llvm.ptr<3>
// CHECK-NEXT: rocdl.s.barrier.join %arg4 : !llvm.ptr<3>
// CHECK-NEXT: rocdl.s.barrier.leave id = 1
// CHECK-NEXT: %3 = rocdl.s.barrier.signal.isfirst id = 1 -> i1
// CHECK-NEXT: rocdl.s.barrier.signal.var %arg4 member_cnt = 1 : !llvm.ptr<3>
// CHECK-NEXT: %4 = rocdl.s.get.barrier.state id = 1 -> i32
// CHECK-NEXT: %5 = rocdl.s.get.named.barrier.state %arg4 : !llvm.ptr<3> -> i32
// CHECK-NEXT: rocdl.s.wakeup.barrier %arg4 : !llvm.ptr<3>
// CHECK-NEXT: rocdl.tensor.load.to.lds %arg5, %arg6, %arg5, %arg5 cachepolicy 0 : vector<4xi32>, vector<8xi32>
// CHECK-NEXT: rocdl.tensor.store.from.lds.d2 %arg5, %arg6 cachepolicy 0 : vector<4xi32>, vector<8xi32>
// CHECK-NEXT: %6 = rocdl.permlane16.swap %arg2, %arg2, false, true : (i32, i32) -> <(i32, i32)>
// CHECK-NEXT: %7 = rocdl.permlanex16 %arg2, %arg2, %arg2, %arg2, false, true : i32, i32
// CHECK-NEXT: %8 = rocdl.make.buffer.rsrc %arg8, %arg9, %arg3, %arg2 : !llvm.ptr to <8>
// CHECK-NEXT: rocdl.raw.ptr.buffer.load.lds %arg10, %arg4, %arg2, %arg2, %arg2, %arg2, %arg2
// CHECK-NEXT: %9 = rocdl.raw.ptr.buffer.atomic.cmpswap %arg2, %arg2, %arg10, %arg2, %arg2, %arg2 : i32
// CHECK-NEXT: rocdl.raw.ptr.buffer.atomic.fadd %arg1, %arg10, %arg2, %arg2, %arg2 : vector<8xf32>
// CHECK-NEXT: rocdl.global.load.lds %arg7, %arg4, 4, 0, 0
// CHECK-NEXT: rocdl.load.to.lds %arg8, %arg4, 4, 0, 0 : !llvm.ptr
// CHECK-NEXT: rocdl.global.load.async.to.lds.b32 %arg7, %arg4, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK-NEXT: rocdl.cluster.load.async.to.lds.b8 %arg7, %arg4, 0, 0, %arg2 : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK-NEXT: %10 = rocdl.ds.read.tr4.b64 %arg4 : <3> -> vector<2xi32>
// CHECK-NEXT: %11 = rocdl.ds.load.tr4.b64 %arg4 : !llvm.ptr<3> -> vector<2xi32>
// CHECK-NEXT: %12 = rocdl.global.load.tr.b64 %arg7 : !llvm.ptr<1> -> vector<2xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @barriers_prefetch(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr, %arg3: i64) {
// CHECK-NEXT: rocdl.ds.atomic.async.barrier.arrive.b64 %arg0 : !llvm.ptr<3>
// CHECK-NEXT: %0 = rocdl.ds.atomic.barrier.arrive.rtn.b64 %arg0, %arg3 : !llvm.ptr<3>, i64 -> i64
// CHECK-NEXT: rocdl.flat.prefetch %arg2, scope 0 : !llvm.ptr
// CHECK-NEXT: rocdl.global.prefetch %arg1, scope 0 : !llvm.ptr<1>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @legacy_buffers(%arg0: vector<4xi32>, %arg1: i32, %arg2: f32, %arg3: vector<2xf32>) {
// CHECK-NEXT: %0 = rocdl.raw.buffer.load %arg0, %arg1, %arg1, %arg1 : vector<4xf32>
// CHECK-NEXT: rocdl.raw.buffer.store %arg3, %arg0, %arg1, %arg1, %arg1 : vector<2xf32>
// CHECK-NEXT: %1 = rocdl.raw.buffer.atomic.cmpswap {foo}(%arg2, %arg2, %arg0, %arg1, %arg1, %arg1) : f32, vector<4xi32>
// CHECK-NEXT: return

func.func @memory(%arg0: vector<8xi32>, %arg1: vector<8xf32>, %arg2: i32, %arg3: i64, %arg4: !llvm.ptr<3>, %arg5: vector<4xi32>, %arg6: vector<8xi32>, %arg7: !llvm.ptr<1>, %arg8: !llvm.ptr, %arg9: i16, %arg10: !llvm.ptr<8>) {
  %0 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %arg0, %arg0, %arg1, %arg2, %arg2 {fmtA = 1 : i32, modC = 2 : i16, reuseA = true} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
  %1 = rocdl.wmma.scale16.f32.32x16x128.f4 %arg0, %arg0, %arg1, %arg3, %arg3 : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
  %2 = rocdl.wmma.f32.16x16x4.f32 %arg1, %arg1, %arg1 {modC = 1 : i16, signA = true} : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  rocdl.s.barrier.init %arg4 member_cnt = 1 : !llvm.ptr<3>
  rocdl.s.barrier.join %arg4 : !llvm.ptr<3>
  rocdl.s.barrier.leave id = 1
  %3 = rocdl.s.barrier.signal.isfirst id = 1 -> i1
  rocdl.s.barrier.signal.var %arg4 member_cnt = 1 : !llvm.ptr<3>
  %4 = rocdl.s.get.barrier.state id = 1 -> i32
  %5 = rocdl.s.get.named.barrier.state %arg4 : !llvm.ptr<3> -> i32
  rocdl.s.wakeup.barrier %arg4 : !llvm.ptr<3>
  rocdl.tensor.load.to.lds %arg5, %arg6, %arg5, %arg5 cachepolicy 0 : vector<4xi32>, vector<8xi32>
  rocdl.tensor.store.from.lds.d2 %arg5, %arg6 cachepolicy 0 : vector<4xi32>, vector<8xi32>
  %6 = rocdl.permlane16.swap %arg2, %arg2, false, true : (i32, i32) -> <(i32, i32)>
  %7 = rocdl.permlanex16 %arg2, %arg2, %arg2, %arg2, false, true : i32, i32
  %8 = rocdl.make.buffer.rsrc %arg8, %arg9, %arg3, %arg2 : !llvm.ptr to <8>
  rocdl.raw.ptr.buffer.load.lds %arg10, %arg4, %arg2, %arg2, %arg2, %arg2, %arg2
  %9 = rocdl.raw.ptr.buffer.atomic.cmpswap %arg2, %arg2, %arg10, %arg2, %arg2, %arg2 : i32
  rocdl.raw.ptr.buffer.atomic.fadd %arg1, %arg10, %arg2, %arg2, %arg2 : vector<8xf32>
  rocdl.global.load.lds %arg7, %arg4, 4, 0, 0
  rocdl.load.to.lds %arg8, %arg4, 4, 0, 0 : !llvm.ptr
  rocdl.global.load.async.to.lds.b32 %arg7, %arg4, 0, 0 : !llvm.ptr<1>, !llvm.ptr<3>
  rocdl.cluster.load.async.to.lds.b8 %arg7, %arg4, 0, 0, %arg2 : !llvm.ptr<1>, !llvm.ptr<3>
  %10 = rocdl.ds.read.tr4.b64 %arg4 : <3> -> vector<2xi32>
  %11 = rocdl.ds.load.tr4.b64 %arg4 : !llvm.ptr<3> -> vector<2xi32>
  %12 = rocdl.global.load.tr.b64 %arg7 : !llvm.ptr<1> -> vector<2xi32>
  return
}

func.func @barriers_prefetch(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr, %arg3: i64) {
  rocdl.ds.atomic.async.barrier.arrive.b64 %arg0 : !llvm.ptr<3>
  %0 = rocdl.ds.atomic.barrier.arrive.rtn.b64 %arg0, %arg3 : !llvm.ptr<3>, i64 -> i64
  rocdl.flat.prefetch %arg2, scope 0 : !llvm.ptr
  rocdl.global.prefetch %arg1, scope 0 : !llvm.ptr<1>
  return
}

func.func @legacy_buffers(%arg0: vector<4xi32>, %arg1: i32, %arg2: f32, %arg3: vector<2xf32>) {
  %0 = rocdl.raw.buffer.load %arg0, %arg1, %arg1, %arg1 : vector<4xf32>
  rocdl.raw.buffer.store %arg3, %arg0, %arg1, %arg1, %arg1 : vector<2xf32>
  %1 = rocdl.raw.buffer.atomic.cmpswap {foo}(%arg2, %arg2, %arg0, %arg1, %arg1, %arg1) : f32, vector<4xi32>
  return
}
