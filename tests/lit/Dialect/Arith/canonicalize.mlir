// RUN: pyopt --canonicalize %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @add_chain
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : i32
// CHECK-DAG: %[[CM1:.*]] = arith.constant -1 : i32
// CHECK: %[[A:.*]] = arith.addi %arg0, %[[C3]] overflow<nsw> : i32
// CHECK: %[[S:.*]] = arith.addi %arg0, %[[CM1]] : i32
// CHECK: %[[L:.*]] = arith.subi %[[C3]], %arg0 : i32
// CHECK: return %[[A]], %[[S]], %[[L]]
func.func @add_chain(%x: i32) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %x, %c1 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c2 overflow<nsw> : i32
  %2 = arith.subi %x, %c2 : i32
  %3 = arith.addi %2, %c1 : i32
  %4 = arith.subi %c2, %x : i32
  %5 = arith.addi %4, %c1 : i32
  return %1, %3, %5 : i32, i32, i32
}

// CHECK-LABEL: func.func @sub_chain
// CHECK: arith.addi %arg0, %{{.*}} : index
// CHECK: arith.subi %{{.*}}, %arg0 : index
// CHECK: arith.subi %{{.*}}, %arg0 : index
// CHECK: arith.addi %arg0, %{{.*}} : index
// CHECK: %[[Z:.*]] = arith.subi %c0, %arg1 : index
func.func @sub_chain(%x: index, %y: index) -> (index, index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = arith.addi %x, %c5 : index
  %1 = arith.subi %0, %c7 : index
  %2 = arith.subi %c7, %0 : index
  %3 = arith.subi %c5, %x : index
  %4 = arith.subi %3, %c7 : index
  %5 = arith.subi %c7, %3 : index
  %6 = arith.subi %x, %y : index
  %7 = arith.subi %6, %x : index
  return %1, %2, %4, %5, %7 : index, index, index, index, index
}

// CHECK-LABEL: func.func @mul_neg
// CHECK: arith.muli %arg0, %c6_i64 : i64
// CHECK: arith.subi %arg0, %arg1 : i64
// CHECK: arith.subi %arg0, %arg1 : i64
func.func @mul_neg(%x: i64, %y: i64) -> (i64, i64, i64) {
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %cm1 = arith.constant -1 : i64
  %0 = arith.muli %x, %c2 : i64
  %1 = arith.muli %0, %c3 : i64
  %2 = arith.muli %y, %cm1 : i64
  %3 = arith.addi %x, %2 : i64
  %4 = arith.addi %2, %x : i64
  return %1, %3, %4 : i64, i64, i64
}

// CHECK-LABEL: func.func @extended
// CHECK: arith.addi %arg0, %arg1 : i32
// CHECK: arith.muli %arg0, %arg1 : i32
// CHECK: arith.muli %arg0, %arg1 : i32
// CHECK: arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK: arith.extsi
func.func @extended(%x: i32, %y: i32) -> (i32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : i32
  %s, %o = arith.addui_extended %x, %y : i32, i1
  %l, %h = arith.mulsi_extended %x, %y : i32
  %l2, %h2 = arith.mului_extended %x, %y : i32
  %l3, %h3 = arith.mulsi_extended %x, %c1 : i32
  return %s, %l, %l2, %l3, %h3 : i32, i32, i32, i32, i32
}

// CHECK-LABEL: func.func @logic
// CHECK: arith.cmpi sge, %arg0, %arg1 : i32
// CHECK: %[[X:.*]] = arith.xori %arg2, %arg3 : i8
// CHECK: arith.extui %[[X]] : i8 to i32
// CHECK: %[[A:.*]] = arith.andi %arg2, %arg3 : i8
// CHECK: arith.extsi %[[A]] : i8 to i32
// CHECK: %[[O:.*]] = arith.ori %arg2, %arg3 : i8
// CHECK: arith.extui %[[O]] : i8 to i32
// CHECK: arith.cmpi eq, %arg2, %arg3 : i8
func.func @logic(%a: i32, %b: i32, %x: i8, %y: i8) -> (i1, i32, i32, i32, i1) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %ex = arith.extui %x : i8 to i32
  %ey = arith.extui %y : i8 to i32
  %sx = arith.extsi %x : i8 to i32
  %sy = arith.extsi %y : i8 to i32
  %2 = arith.xori %ex, %ey : i32
  %3 = arith.andi %sx, %sy : i32
  %4 = arith.ori %ex, %ey : i32
  %5 = arith.cmpi eq, %sx, %sy : i32
  return %1, %2, %3, %4, %5 : i1, i32, i32, i32, i1
}

// CHECK-LABEL: func.func @selects
// CHECK: arith.select %arg0, %arg2, %arg1 : i32
// CHECK: arith.select %arg0, %arg1, %arg3 : i32
// CHECK: arith.select %arg0, %arg1, %arg3 : i32
// CHECK: arith.xori %arg0, %true : i1
// CHECK: arith.extui %arg0 : i1 to i32
// CHECK: %[[N:.*]] = arith.xori %arg0, %true : i1
// CHECK: arith.extui %[[N]] : i1 to i32
func.func @selects(%c: i1, %a: i32, %b: i32, %d: i32) -> (i32, i32, i32, i1, i32, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.xori %c, %true : i1
  %0 = arith.select %n, %a, %b : i32
  %s = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %s, %d : i32
  %s2 = arith.select %c, %b, %d : i32
  %2 = arith.select %c, %a, %s2 : i32
  %3 = arith.select %c, %false, %true : i1
  %4 = arith.select %c, %c1, %c0 : i32
  %5 = arith.select %c, %c0, %c1 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i1, i32, i32
}

// CHECK-LABEL: func.func @casts
// CHECK: arith.index_cast %arg1 : i8 to index
// CHECK: arith.index_castui %arg1 : i8 to index
// CHECK: arith.bitcast %arg2 : f32 to i32
// CHECK: arith.extui %arg1 : i8 to i64
// CHECK: arith.extsi %arg1 : i8 to i16
// CHECK: %[[SH:.*]] = arith.shrui %arg3, %c32_i64 : i64
// CHECK: arith.trunci %[[SH]] : i64 to i32
// CHECK: arith.sitofp %arg0 : i32 to f16
// CHECK: arith.mulf %arg2, %arg2 fastmath<fast> : f32
// CHECK: arith.divf %arg2, %arg2 : f32
func.func @casts(%i: i32, %b: i8, %f: f32, %w: i64) -> (i32, index, index, i32, i64, i16, i32, f16, f32, f32) {
  %0 = arith.index_cast %i : i32 to index
  %1 = arith.index_cast %0 : index to i32
  %e = arith.extsi %b : i8 to i32
  %2 = arith.index_cast %e : i32 to index
  %u = arith.extui %b : i8 to i32
  %3 = arith.index_castui %u : i32 to index
  %bc0 = arith.bitcast %f : f32 to i32
  %bc1 = arith.bitcast %bc0 : i32 to f32
  %bc2 = arith.bitcast %bc1 : f32 to i32
  %ue = arith.extui %b : i8 to i32
  %4 = arith.extsi %ue : i32 to i64
  %se = arith.extsi %b : i8 to i32
  %5 = arith.trunci %se : i32 to i16
  %c32 = arith.constant 32 : i64
  %sh = arith.shrsi %w, %c32 : i64
  %6 = arith.trunci %sh : i64 to i32
  %fp = arith.sitofp %i : i32 to f32
  %7 = arith.truncf %fp : f32 to f16
  %nf = arith.negf %f : f32
  %8 = arith.mulf %nf, %nf fastmath<fast> : f32
  %9 = arith.divf %nf, %nf : f32
  return %1, %2, %3, %bc2, %4, %5, %6, %7, %8, %9 : i32, index, index, i32, i64, i16, i32, f16, f32, f32
}

// CHECK-LABEL: func.func @extended_folds
// CHECK: %cst = arith.constant dense<[44, 107]> : vector<2xi8>
// CHECK-NEXT: %cst_0 = arith.constant dense<[true, false]> : vector<2xi1>
// CHECK-NEXT: return %arg0, %false, %c2147483642_i32, %true, %c0_i32, %c0_i32, %c-2147483643_i32, %c-3_i32, %arg0, %c0_i32, %c-2147483643_i32, %c2147483644_i32, %cst, %cst_0
func.func @extended_folds(%x: i32, %v: vector<2xi8>) -> (i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %cm = arith.constant -5 : i32
  %cb = arith.constant 2147483647 : i32
  %vc = arith.constant dense<[-56, 7]> : vector<2xi8>
  %vd = arith.constant dense<100> : vector<2xi8>
  %s0, %o0 = arith.addui_extended %x, %c0 : i32, i1
  %s1, %o1 = arith.addui_extended %cb, %cm : i32, i1
  %l0, %h0 = arith.mulsi_extended %x, %c0 : i32
  %l1, %h1 = arith.mulsi_extended %cb, %cm : i32
  %l2, %h2 = arith.mului_extended %x, %c1 : i32
  %l3, %h3 = arith.mului_extended %cb, %cm : i32
  %s2, %o2 = arith.addui_extended %vc, %vd : vector<2xi8>, vector<2xi1>
  return %s0, %o0, %s1, %o1, %l0, %h0, %l1, %h1, %l2, %h2, %l3, %h3, %s2, %o2 : i32, i1, i32, i1, i32, i32, i32, i32, i32, i32, i32, i32, vector<2xi8>, vector<2xi1>
}
