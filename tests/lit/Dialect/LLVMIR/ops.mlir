// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: llvm.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: vector<4xf32>, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %4 = llvm.udiv %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.sdiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.or %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %12 = llvm.shl %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %13 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %14 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.fadd %arg2, %arg3 : f32
// CHECK-NEXT: %16 = llvm.fsub %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %17 = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %18 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %19 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %20 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %21 = llvm.fadd %arg4, %arg4 : vector<4xf32>
// CHECK-NEXT: %22 = llvm.add %arg5, %arg5 : vector<4xi32>
// CHECK-NEXT: %23 = llvm.icmp "eq" %arg0, %arg1 : i32
// CHECK-NEXT: %24 = llvm.icmp "ult" %arg5, %arg5 : vector<4xi32>
// CHECK-NEXT: %25 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT: %26 = llvm.fcmp "uno" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %27 = llvm.select %23, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %28 = llvm.select %24, %arg5, %arg5 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %29 = llvm.freeze %arg0 : i32
// CHECK-NEXT: %30 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %31 = llvm.fcmp "_true" %arg2, %arg3 : f32
// CHECK-NEXT: %32 = llvm.fadd %arg2, %arg3 : f32
// CHECK-NEXT: %33 = llvm.fadd %arg2, %arg3 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @arith(%a: i32, %b: i32, %f: f32, %g: f32, %v: vector<4xf32>, %iv: vector<4xi32>) {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nsw, nuw> : i32
  %3 = llvm.mul %a, %b overflow<nuw> : i32
  %4 = llvm.udiv %a, %b : i32
  %5 = llvm.sdiv exact %a, %b : i32
  %6 = llvm.urem %a, %b : i32
  %7 = llvm.srem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or %a, %b : i32
  %10 = llvm.or disjoint %a, %b : i32
  %11 = llvm.xor %a, %b : i32
  %12 = llvm.shl %a, %b overflow<nsw> : i32
  %13 = llvm.lshr exact %a, %b : i32
  %14 = llvm.ashr %a, %b : i32
  %15 = llvm.fadd %f, %g : f32
  %16 = llvm.fsub %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %17 = llvm.fmul %f, %g {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %18 = llvm.fdiv %f, %g : f32
  %19 = llvm.frem %f, %g : f32
  %20 = llvm.fneg %f : f32
  %21 = llvm.fadd %v, %v : vector<4xf32>
  %22 = llvm.add %iv, %iv : vector<4xi32>
  %23 = llvm.icmp "eq" %a, %b : i32
  %24 = llvm.icmp "ult" %iv, %iv : vector<4xi32>
  %25 = llvm.fcmp "olt" %f, %g : f32
  %26 = llvm.fcmp "uno" %f, %g {fastmathFlags = #llvm.fastmath<fast>} : f32
  %27 = llvm.select %23, %a, %b : i1, i32
  %28 = llvm.select %24, %iv, %iv : vector<4xi1>, vector<4xi32>
  %29 = llvm.freeze %a : i32
  %30 = llvm.udiv exact %a, %b : i32
  %31 = llvm.fcmp "_true" %f, %g : f32
  %32 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<none>} : f32
  %33 = llvm.fadd %f, %g {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
  llvm.return
}

// CHECK-LABEL: llvm.func @casts(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr, %arg3: f64, %arg4: i64, %arg5: vector<4xf32>) {
// CHECK-NEXT: %0 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %1 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %2 = llvm.zext nneg %arg0 : i32 to i64
// CHECK-NEXT: %3 = llvm.trunc %arg4 : i64 to i32
// CHECK-NEXT: %4 = llvm.trunc %arg4 overflow<nsw> : i64 to i32
// CHECK-NEXT: %5 = llvm.fpext %arg1 : f32 to f64
// CHECK-NEXT: %6 = llvm.fptrunc %arg3 : f64 to f32
// CHECK-NEXT: %7 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %8 = llvm.uitofp %arg0 : i32 to f32
// CHECK-NEXT: %9 = llvm.uitofp nneg %arg0 : i32 to f32
// CHECK-NEXT: %10 = llvm.fptosi %arg1 : f32 to i32
// CHECK-NEXT: %11 = llvm.fptoui %arg1 : f32 to i32
// CHECK-NEXT: %12 = llvm.ptrtoint %arg2 : !llvm.ptr to i64
// CHECK-NEXT: %13 = llvm.inttoptr %arg4 : i64 to !llvm.ptr
// CHECK-NEXT: %14 = llvm.bitcast %arg1 : f32 to i32
// CHECK-NEXT: %15 = llvm.bitcast %arg5 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT: %16 = llvm.addrspacecast %arg2 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %17 = llvm.inttoptr %arg4 : i64 to !llvm.ptr<3>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @casts(%a: i32, %f: f32, %p: !llvm.ptr, %d: f64, %l: i64, %v: vector<4xf32>) {
  %0 = llvm.sext %a : i32 to i64
  %1 = llvm.zext %a : i32 to i64
  %2 = llvm.zext nneg %a : i32 to i64
  %3 = llvm.trunc %l : i64 to i32
  %4 = llvm.trunc %l overflow<nsw> : i64 to i32
  %5 = llvm.fpext %f : f32 to f64
  %6 = llvm.fptrunc %d : f64 to f32
  %7 = llvm.sitofp %a : i32 to f32
  %8 = llvm.uitofp %a : i32 to f32
  %9 = llvm.uitofp nneg %a : i32 to f32
  %10 = llvm.fptosi %f : f32 to i32
  %11 = llvm.fptoui %f : f32 to i32
  %12 = llvm.ptrtoint %p : !llvm.ptr to i64
  %13 = llvm.inttoptr %l : i64 to !llvm.ptr
  %14 = llvm.bitcast %f : f32 to i32
  %15 = llvm.bitcast %v : vector<4xf32> to vector<2xi64>
  %16 = llvm.addrspacecast %p : !llvm.ptr to !llvm.ptr<1>
  %17 = llvm.inttoptr %l : i64 to !llvm.ptr<3>
  llvm.return
}

// CHECK-LABEL: llvm.func @cf(%arg0: i1, %arg1: i32, %arg2: i64) -> i32 {
// CHECK-NEXT: llvm.br ^bb1(%arg1 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0, ^bb2, ^bb3(%0 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.cond_br %arg0 weights([90, 10]), ^bb3(%arg1 : i32), ^bb4
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb4 [
// CHECK-NEXT: 0: ^bb5(%1 : i32),
// CHECK-NEXT: 1: ^bb5(%arg1 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb5(%arg1 : i32) [
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb5(%2: i32):  // 3 preds: ^bb3, ^bb3, ^bb4
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
llvm.func @cf(%c: i1, %a: i32, %b: i64) -> i32 {
  llvm.br ^bb1(%a : i32)
^bb1(%x: i32):
  llvm.cond_br %c, ^bb2, ^bb3(%x : i32)
^bb2:
  llvm.cond_br %c weights([90, 10]), ^bb3(%a : i32), ^bb4
^bb3(%y: i32):
  llvm.switch %a : i32, ^bb4 [
    0: ^bb5(%y : i32),
    1: ^bb5(%a : i32)
  ]
^bb4:
  llvm.switch %a : i32, ^bb5(%a : i32) []
^bb5(%z: i32):
  llvm.return %z : i32
}

// CHECK-LABEL: llvm.func @unr() {
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
llvm.func @unr() {
  llvm.unreachable
}

// CHECK-LABEL: llvm.func @consts() {
// CHECK-NEXT: %0 = llvm.mlir.constant(42 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.mlir.poison : i32
// CHECK-NEXT: %9 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %10 = llvm.mlir.addressof @unr : !llvm.ptr
// CHECK-NEXT: %11 = llvm.mlir.constant(2.000000e+00 : f64) : f64
// CHECK-NEXT: %12 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %13 = llvm.mlir.zero : i32
// CHECK-NEXT: %14 = llvm.mlir.constant([1 : i32, 2.000000e+00 : f32]) : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %15 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %16 = llvm.mlir.none : !llvm.token
// CHECK-NEXT: %17 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %18 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @consts() {
  %0 = llvm.mlir.constant(42 : i32) : i32
  %1 = llvm.mlir.constant(42 : i64) : i64
  %2 = llvm.mlir.constant(1.5 : f32) : f32
  %3 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %4 = llvm.mlir.constant(true) : i1
  %5 = llvm.mlir.constant("str") : !llvm.array<3 x i8>
  %6 = llvm.mlir.constant(0 : index) : i64
  %7 = llvm.mlir.zero : !llvm.ptr
  %8 = llvm.mlir.poison : i32
  %9 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %10 = llvm.mlir.addressof @unr : !llvm.ptr
  %11 = llvm.mlir.constant(2.0 : f64) : f64
  %12 = llvm.mlir.constant(-1 : i8) : i8
  %13 = llvm.mlir.zero : i32
  %14 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  %15 = llvm.mlir.constant(dense<0.0> : vector<4xf32>) : vector<4xf32>
  %16 = llvm.mlir.none : !llvm.token
  %17 = llvm.mlir.constant(1 : i1) : i1
  %18 = llvm.mlir.constant(false) : i1
  llvm.return
}

// CHECK-LABEL: llvm.func @k() {
// CHECK-NEXT: %0 = llvm.mlir.constant(0x7F800000 : f32) : f32
// CHECK-NEXT: %1 = llvm.mlir.constant(0x7FC00000 : f32) : f32
// CHECK-NEXT: %2 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: %4 = llvm.mlir.constant(1.000000e+10 : f64) : f64
// CHECK-NEXT: %5 = llvm.mlir.constant(1.000000e-01 : f32) : f32
// CHECK-NEXT: %6 = llvm.mlir.constant(-1 : i8) : i8
// CHECK-NEXT: %7 = llvm.mlir.constant(dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
// CHECK-NEXT: %8 = llvm.mlir.constant(1.000000e+00 : bf16) : bf16
// CHECK-NEXT: %9 = llvm.mlir.constant(-0.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @k() {
  %0 = llvm.mlir.constant(0x7F800000 : f32) : f32
  %1 = llvm.mlir.constant(0x7FC00000 : f32) : f32
  %2 = llvm.mlir.constant(dense<1.0> : vector<4xf32>) : vector<4xf32>
  %3 = llvm.mlir.constant(dense<[true, false]> : vector<2xi1>) : vector<2xi1>
  %4 = llvm.mlir.constant(1.0e10 : f64) : f64
  %5 = llvm.mlir.constant(0.1 : f32) : f32
  %6 = llvm.mlir.constant(255 : i8) : i8
  %7 = llvm.mlir.constant(dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : !llvm.array<2 x array<2 x i32>>
  %8 = llvm.mlir.constant(1.0 : bf16) : bf16
  %9 = llvm.mlir.constant(-0.0 : f32) : f32
  %10 = llvm.mlir.constant(1 : index) : i64
  llvm.return
}
