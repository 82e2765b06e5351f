// RUN: pyopt %s --mlir-print-op-generic | FileCheck %s

// Generic form of func and cf ops: successors are printed in [...] after the
// operands, function signatures become properties, declarations have an empty
// region, and predecessor comments are still printed on block labels.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{arg_attrs = [{test.a}], function_type = (i32) -> f32, res_attrs = [{test.r}], sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "cfg"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "msg"}> : (i1) -> ()
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "cf.br"()[^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "cf.switch"(%arg2, %arg1, %arg2)[^bb3, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<5> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// CHECK-NEXT: ^bb3(%1: i32):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: %2 = "func.call"(%1) <{callee = @decl}> : (i32) -> f32
// CHECK-NEXT: %3 = "func.constant"() <{value = @decl}> : () -> ((i32) -> f32)
// CHECK-NEXT: %4 = "func.call_indirect"(%3, %1) : ((i32) -> f32, i32) -> f32
// CHECK-NEXT: "func.return"(%1) : (i32) -> ()
// CHECK-NEXT: }) {test.x} : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func private @decl(i32 {test.a}) -> (f32 {test.r})

func.func @cfg(%c: i1, %a: i32, %flag: i32) -> i32 attributes {test.x} {
  cf.assert %c, "msg"
  cf.cond_br %c weights([1, 2]), ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3(%a : i32),
    5: ^bb3(%flag : i32)
  ]
^bb3(%y: i32):
  %r = func.call @decl(%y) : (i32) -> f32
  %f = func.constant @decl : (i32) -> f32
  %s = func.call_indirect %f(%y) : (i32) -> f32
  return %y : i32
}
