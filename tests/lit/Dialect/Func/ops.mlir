// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Declarations: argument names are dropped, `-> ()` is elided, a single
// non-function result type is printed without parentheses.
// CHECK-LABEL: func.func private @decl(i32, f32) -> i64
func.func private @decl(i32, f32) -> i64
// CHECK-LABEL: func.func private @decl_noargs()
func.func private @decl_noargs()
// CHECK-LABEL: func.func private @decl_unit_result()
func.func private @decl_unit_result() -> ()
// CHECK-LABEL: func.func private @decl_paren_result() -> i32
func.func private @decl_paren_result() -> (i32)
// CHECK-LABEL: func.func private @decl_fn_result() -> ((i32) -> ())
func.func private @decl_fn_result() -> ((i32) -> ())
// CHECK-LABEL: func.func nested @decl_nested(i32) -> (i32, i32)
func.func nested @decl_nested(%a: i32) -> (i32, i32)
// CHECK-LABEL: func.func private @decl_arg_attrs(i32 {test.foo}, f32 {test.a = 1 : i32, test.b}) -> (i64 {test.res})
func.func private @decl_arg_attrs(i32 {test.foo}, f32 {test.a = 1 : i32, test.b}) -> (i64 {test.res})
// CHECK-LABEL: func.func private @decl_attributes(index) attributes {test.attr = "x", test.emit_c_interface}
func.func private @decl_attributes(index) attributes {test.attr = "x", test.emit_c_interface}

// Definitions with visibility, arg/result attributes and `attributes`.
// CHECK-LABEL: func.func public @pub() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func public @pub() {
  return
}
// CHECK-LABEL: func.func private @priv() {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func private @priv() {
  func.return
}
// CHECK-LABEL: func.func @with_attrs(%arg0: i32 {test.noalias}, %arg1: f32) -> (i32 {test.zeroext}, f32) attributes {no_inline, test.passthrough = ["x"]} {
// CHECK-NEXT: return %arg0, %arg1 : i32, f32
// CHECK-NEXT: }
func.func @with_attrs(%a: i32 {test.noalias}, %b: f32) -> (i32 {test.zeroext}, f32) attributes {no_inline, test.passthrough = ["x"]} {
  return %a, %b : i32, f32
}
// CHECK-LABEL: func.func @no_inline_only() attributes {no_inline} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @no_inline_only() attributes {no_inline} {
  return
}

// func.call / func.constant / func.call_indirect / func.return. Inside a
// func.func body the `func.` prefix is dropped; deeper regions keep it.
// CHECK-LABEL: func.func @calls(%arg0: i32, %arg1: f32, %arg2: i1) -> (i32, f32) {
// CHECK-NEXT: %0:2 = call @calls(%arg0, %arg1, %arg2) : (i32, f32, i1) -> (i32, f32)
// CHECK-NEXT: %1:2 = call @calls(%arg0, %arg1, %arg2) {tag} : (i32, f32, i1) -> (i32, f32)
// CHECK-NEXT: call @decl_noargs() : () -> ()
// CHECK-NEXT: %2 = call @decl(%arg0, %arg1) {no_inline} : (i32, f32) -> i64
// CHECK-NEXT: %f = constant @calls : (i32, f32, i1) -> (i32, f32)
// CHECK-NEXT: %f_0 = constant @decl_noargs : () -> ()
// CHECK-NEXT: %3:2 = call_indirect %f(%arg0, %arg1, %arg2) : (i32, f32, i1) -> (i32, f32)
// CHECK-NEXT: call_indirect %f_0() : () -> ()
// CHECK-NEXT: %f_1 = constant {tag} @decl : (i32, f32) -> i64
// CHECK-NEXT: %4 = call_indirect %f_1(%arg0, %arg1) {tag} : (i32, f32) -> i64
// CHECK-NEXT: scf.if %arg2 {
// CHECK-NEXT: func.call @decl_noargs() : () -> ()
// CHECK-NEXT: %f_2 = func.constant @decl_noargs : () -> ()
// CHECK-NEXT: func.call_indirect %f_2() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0, %1#1 : i32, f32
// CHECK-NEXT: }
func.func @calls(%a: i32, %b: f32, %c: i1) -> (i32, f32) {
  %r:2 = func.call @calls(%a, %b, %c) : (i32, f32, i1) -> (i32, f32)
  %r2:2 = call @calls(%a, %b, %c) {tag} : (i32, f32, i1) -> (i32, f32)
  call @decl_noargs() : () -> ()
  %x = func.call @decl(%a, %b) {no_inline} : (i32, f32) -> i64
  %f = func.constant @calls : (i32, f32, i1) -> (i32, f32)
  %g = constant @decl_noargs : () -> ()
  %r3:2 = func.call_indirect %f(%a, %b, %c) : (i32, f32, i1) -> (i32, f32)
  func.call_indirect %g() : () -> ()
  %h = func.constant {tag} @decl : (i32, f32) -> i64
  %y = func.call_indirect %h(%a, %b) {tag} : (i32, f32) -> i64
  scf.if %c {
    func.call @decl_noargs() : () -> ()
    %k = func.constant @decl_noargs : () -> ()
    func.call_indirect %k() : () -> ()
  }
  func.return %r#0, %r2#1 : i32, f32
}

// CHECK-LABEL: func.func @function_types(%arg0: (i32) -> i32, %arg1: () -> (), %arg2: (i32) -> (i32, f32)) -> ((i32) -> i32, () -> ()) {
// CHECK-NEXT: return %arg0, %arg1 : (i32) -> i32, () -> ()
// CHECK-NEXT: }
func.func @function_types(%f: (i32) -> i32, %g: () -> (), %h: (i32) -> (i32, f32)) -> ((i32) -> i32, () -> ()) {
  return %f, %g : (i32) -> i32, () -> ()
}

// CHECK-LABEL: func.func @multi_block(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: return %arg1 : i32
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @multi_block(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  return %a : i32
^bb2(%x: i32):
  return %x : i32
}

// Functions nested in named and anonymous modules.
// CHECK: module @nested {
// CHECK-NEXT: func.func @inner() -> index {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: return %c0 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
module @nested {
  func.func @inner() -> index {
    %c = arith.constant 0 : index
    return %c : index
  }
}
