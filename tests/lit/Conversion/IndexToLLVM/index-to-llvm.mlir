// RUN: pyopt %s --convert-index-to-llvm | FileCheck %s
// RUN: pyopt %s --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=INDEX32

// CHECK-LABEL: func.func @index(%arg0: index, %arg1: index) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %6 = llvm.icmp "slt" %0, %3 : i64
// CHECK-NEXT: %7 = llvm.select %6, %4, %5 : i1, i64
// CHECK-NEXT: %8 = llvm.sub %7, %1 : i64
// CHECK-NEXT: %9 = llvm.sdiv %8, %0 : i64
// CHECK-NEXT: %10 = llvm.sub %5, %9 : i64
// CHECK-NEXT: %11 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT: %12 = llvm.icmp "slt" %1, %3 : i64
// CHECK-NEXT: %13 = llvm.icmp "ne" %12, %6 : i1
// CHECK-NEXT: %14 = llvm.icmp "ne" %1, %3 : i64
// CHECK-NEXT: %15 = llvm.and %13, %14 : i1
// CHECK-NEXT: %16 = llvm.select %15, %10, %11 : i1, i64
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %19 = llvm.sub %1, %18 : i64
// CHECK-NEXT: %20 = llvm.udiv %19, %0 : i64
// CHECK-NEXT: %21 = llvm.add %20, %18 : i64
// CHECK-NEXT: %22 = llvm.icmp "eq" %1, %17 : i64
// CHECK-NEXT: %23 = llvm.select %22, %17, %21 : i1, i64
// CHECK-NEXT: %24 = llvm.icmp "ult" %1, %0 : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(7 : i64) : i64
// CHECK-NEXT: %26 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %27 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %28 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %29 = llvm.intr.smax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: return %27 : i32

// INDEX32-LABEL: func.func @index(%arg0: index, %arg1: index) -> i32 {
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// INDEX32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// INDEX32-NEXT: %2 = llvm.add %1, %0 : i32
// INDEX32-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %4 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %5 = llvm.mlir.constant(-1 : i32) : i32
// INDEX32-NEXT: %6 = llvm.icmp "slt" %0, %3 : i32
// INDEX32-NEXT: %7 = llvm.select %6, %4, %5 : i1, i32
// INDEX32-NEXT: %8 = llvm.sub %7, %1 : i32
// INDEX32-NEXT: %9 = llvm.sdiv %8, %0 : i32
// INDEX32-NEXT: %10 = llvm.sub %5, %9 : i32
// INDEX32-NEXT: %11 = llvm.sdiv %1, %0 : i32
// INDEX32-NEXT: %12 = llvm.icmp "slt" %1, %3 : i32
// INDEX32-NEXT: %13 = llvm.icmp "ne" %12, %6 : i1
// INDEX32-NEXT: %14 = llvm.icmp "ne" %1, %3 : i32
// INDEX32-NEXT: %15 = llvm.and %13, %14 : i1
// INDEX32-NEXT: %16 = llvm.select %15, %10, %11 : i1, i32
// INDEX32-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %18 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %19 = llvm.sub %1, %18 : i32
// INDEX32-NEXT: %20 = llvm.udiv %19, %0 : i32
// INDEX32-NEXT: %21 = llvm.add %20, %18 : i32
// INDEX32-NEXT: %22 = llvm.icmp "eq" %1, %17 : i32
// INDEX32-NEXT: %23 = llvm.select %22, %17, %21 : i1, i32
// INDEX32-NEXT: %24 = llvm.icmp "ult" %1, %0 : i32
// INDEX32-NEXT: %25 = llvm.mlir.constant(7 : i32) : i32
// INDEX32-NEXT: %26 = llvm.mlir.constant(false) : i1
// INDEX32-NEXT: %27 = llvm.mlir.constant(32 : i32) : i32
// INDEX32-NEXT: %28 = llvm.intr.smax(%1, %0) : (i32, i32) -> i32
// INDEX32-NEXT: return %1 : i32

// The index dialect to LLVM integers of the index width.
func.func @index(%a: index, %b: index) -> i32 {
  %0 = index.add %a, %b
  %1 = index.floordivs %a, %b
  %2 = index.ceildivu %a, %b
  %3 = index.cmp ult(%a, %b)
  %4 = index.constant 7
  %5 = index.bool.constant false
  %6 = index.casts %a : index to i32
  %7 = index.sizeof
  %8 = index.maxs %a, %b
  return %6 : i32
}
