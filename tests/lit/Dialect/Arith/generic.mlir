// RUN: pyopt %s --mlir-print-op-generic | FileCheck %s

// Generic form: inherent attributes are properties printed in <{...}>,
// including default-valued ones (overflowFlags/fastmath = none); enum
// predicates are plain integers; discardable attributes follow in {...}.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i32, f32, i1) -> i32, sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32, %arg2: i1):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// CHECK-NEXT: %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nsw, nuw>}> {tag} : (i32, i32) -> i32
// CHECK-NEXT: %3 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: %4 = "arith.mulf"(%arg1, %3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
// CHECK-NEXT: %5 = "arith.cmpi"(%arg0, %2) <{predicate = 5 : i64}> : (i32, i32) -> i1
// CHECK-NEXT: %6 = "arith.cmpf"(%arg1, %4) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
// CHECK-NEXT: %7 = "arith.divui"(%arg0, %arg0) <{isExact}> : (i32, i32) -> i32
// CHECK-NEXT: %8 = "arith.truncf"(%arg1) <{roundingmode = 2 : i32}> : (f32) -> f16
// CHECK-NEXT: %9 = "arith.extf"(%8) : (f16) -> f32
// CHECK-NEXT: %10 = "arith.select"(%arg2, %arg0, %7) : (i1, i32, i32) -> i32
// CHECK-NEXT: %11:2 = "arith.addui_extended"(%arg0, %10) : (i32, i32) -> (i32, i1)
// CHECK-NEXT: "func.return"(%11#0) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func @generic(%a: i32, %f: f32, %c: i1) -> i32 {
  %0 = arith.constant 7 : i32
  %1 = arith.addi %a, %0 : i32
  %2 = arith.addi %a, %1 overflow<nsw, nuw> {tag} : i32
  %3 = arith.addf %f, %f : f32
  %4 = arith.mulf %f, %3 fastmath<nnan,ninf> : f32
  %5 = arith.cmpi sge, %a, %2 : i32
  %6 = arith.cmpf ult, %f, %4 : f32
  %7 = arith.divui %a, %a exact : i32
  %8 = arith.truncf %f upward : f32 to f16
  %9 = arith.extf %8 : f16 to f32
  %10 = arith.select %c, %a, %7 : i32
  %sum, %ovf = arith.addui_extended %a, %10 : i32, i1
  return %sum : i32
}
