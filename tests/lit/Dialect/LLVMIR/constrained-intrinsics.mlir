// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// llvm.intr.experimental.constrained.{fptrunc,fpext,sitofp,uitofp}: rounding mode and exception behavior keywords (integer attributes in generic form).
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @constrained(%arg0: f64, %arg1: i32, %arg2: vector<2xi64>) {
// CHECK-NEXT: %0 = llvm.intr.experimental.constrained.fptrunc %arg0 towardzero ignore : f64 to f32
// CHECK-NEXT: %1 = llvm.intr.experimental.constrained.fpext %0 maytrap : f32 to f64
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.sitofp %arg1 tonearest strict : i32 to f32
// CHECK-NEXT: %3 = llvm.intr.experimental.constrained.uitofp %arg2 dynamic ignore {foo} : vector<2xi64> to vector<2xf64>
// CHECK-NEXT: %4 = llvm.intr.experimental.constrained.fptrunc %arg0 upward maytrap : f64 to f16
// CHECK-NEXT: %5 = llvm.intr.experimental.constrained.sitofp %arg1 downward ignore : i32 to f64
// CHECK-NEXT: %6 = llvm.intr.experimental.constrained.uitofp %arg1 tonearestaway ignore : i32 to f64
// CHECK-NEXT: llvm.return

llvm.func @constrained(%a: f64, %i: i32, %v: vector<2xi64>) {
  %0 = llvm.intr.experimental.constrained.fptrunc %a towardzero ignore : f64 to f32
  %1 = llvm.intr.experimental.constrained.fpext %0 maytrap : f32 to f64
  %2 = llvm.intr.experimental.constrained.sitofp %i tonearest strict : i32 to f32
  %3 = llvm.intr.experimental.constrained.uitofp %v dynamic ignore {foo} : vector<2xi64> to vector<2xf64>
  %4 = llvm.intr.experimental.constrained.fptrunc %a upward maytrap : f64 to f16
  %5 = llvm.intr.experimental.constrained.sitofp %i downward ignore : i32 to f64
  %6 = llvm.intr.experimental.constrained.uitofp %i tonearestaway ignore : i32 to f64
  llvm.return
}
