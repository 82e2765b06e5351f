// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: llvm.func @mem(%arg0: !llvm.ptr, %arg1: i64, %arg2: i32, %arg3: !llvm.struct<(i32, array<4 x f32>)>, %arg4: vector<4xf32>, %arg5: i32) {
// CHECK-NEXT: %0 = llvm.alloca %arg1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.alloca %arg1 x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.alloca %arg1 x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<5>
// CHECK-NEXT: %3 = llvm.alloca inalloca %arg1 x i32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %5 = llvm.load %arg0 {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.load volatile %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %7 = llvm.load %arg0 atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %8 = llvm.load %arg0 atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
// CHECK-NEXT: %9 = llvm.load %arg0 {nontemporal} : !llvm.ptr -> i32
// CHECK-NEXT: %10 = llvm.load %arg0 invariant : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg2, %arg0 {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store volatile %arg2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %arg2, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
// CHECK-NEXT: %11 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %12 = llvm.getelementptr inbounds %arg0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT: %13 = llvm.getelementptr %arg0[%arg1, 1, %arg5] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT: %14 = llvm.getelementptr inbounds|nuw %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %15 = llvm.getelementptr nusw %arg0[-1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %16 = llvm.extractvalue %arg3[0] : !llvm.struct<(i32, array<4 x f32>)>{{ $}}
// CHECK-NEXT: %17 = llvm.extractvalue %arg3[1, 2] : !llvm.struct<(i32, array<4 x f32>)>{{ $}}
// CHECK-NEXT: %18 = llvm.insertvalue %arg2, %arg3[0] : !llvm.struct<(i32, array<4 x f32>)>{{ $}}
// CHECK-NEXT: %19 = llvm.extractelement %arg4[%arg5 : i32] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.insertelement %19, %arg4[%arg5 : i32] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.shufflevector %arg4, %arg4 [0, 1, -1, 7] : vector<4xf32>{{ $}}
// CHECK-NEXT: %22 = llvm.atomicrmw add %arg0, %arg2 monotonic : !llvm.ptr, i32
// CHECK-NEXT: %23 = llvm.atomicrmw volatile xchg %arg0, %arg2 syncscope("singlethread") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT: %24 = llvm.cmpxchg %arg0, %arg2, %arg2 acq_rel monotonic : !llvm.ptr, i32
// CHECK-NEXT: %25 = llvm.cmpxchg weak volatile %arg0, %arg2, %arg2 syncscope("agent") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
// CHECK-NEXT: llvm.fence acquire
// CHECK-NEXT: llvm.fence syncscope("agent") seq_cst
// CHECK-NEXT: %26 = llvm.va_arg %arg0 : (!llvm.ptr) -> i32
// CHECK-NEXT: %27 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @mem(%p: !llvm.ptr, %n: i64, %a: i32, %s: !llvm.struct<(i32, array<4 x f32>)>, %v: vector<4xf32>, %idx: i32) {
  %0 = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %1 = llvm.alloca %n x i32 {alignment = 16 : i64} : (i64) -> !llvm.ptr
  %2 = llvm.alloca %n x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<5>
  %3 = llvm.alloca inalloca %n x i32 : (i64) -> !llvm.ptr
  %4 = llvm.load %p : !llvm.ptr -> i32
  %5 = llvm.load %p {alignment = 4 : i64} : !llvm.ptr -> i32
  %6 = llvm.load volatile %p : !llvm.ptr -> i32
  %7 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %8 = llvm.load %p atomic syncscope("agent") monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
  %9 = llvm.load %p {nontemporal} : !llvm.ptr -> i32
  %10 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store %a, %p : i32, !llvm.ptr
  llvm.store %a, %p {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %a, %p : i32, !llvm.ptr
  llvm.store %a, %p atomic release {alignment = 4 : i64} : i32, !llvm.ptr
  %11 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %12 = llvm.getelementptr inbounds %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %13 = llvm.getelementptr %p[%n, 1, %idx] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %14 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %15 = llvm.getelementptr nusw %p[-1] : (!llvm.ptr) -> !llvm.ptr, i8
  %16 = llvm.extractvalue %s[0] : !llvm.struct<(i32, array<4 x f32>)>
  %17 = llvm.extractvalue %s[1, 2] : !llvm.struct<(i32, array<4 x f32>)>
  %18 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, array<4 x f32>)>
  %19 = llvm.extractelement %v[%idx : i32] : vector<4xf32>
  %20 = llvm.insertelement %19, %v[%idx : i32] : vector<4xf32>
  %21 = llvm.shufflevector %v, %v [0, 1, -1, 7] : vector<4xf32>
  %22 = llvm.atomicrmw add %p, %a monotonic : !llvm.ptr, i32
  %23 = llvm.atomicrmw volatile xchg %p, %a syncscope("singlethread") seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  %24 = llvm.cmpxchg %p, %a, %a acq_rel monotonic : !llvm.ptr, i32
  %25 = llvm.cmpxchg weak volatile %p, %a, %a syncscope("agent") seq_cst seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
  llvm.fence acquire
  llvm.fence syncscope("agent") seq_cst
  %26 = llvm.va_arg %p : (!llvm.ptr) -> i32
  %27 = llvm.getelementptr %p[%n] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.ptr
  llvm.return
}
