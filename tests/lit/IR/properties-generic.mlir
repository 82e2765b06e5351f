// RUN: pyopt %s --allow-unregistered-dialect | FileCheck %s
// Generic form and properties.  A native property (an ODS Property: the
// LLVM overflow and GEP flags) is no inherent attribute: in the attribute
// dictionary its name stays a discardable attribute, printed as such, and
// the property keeps its default; in `<{...}>` it converts (any integer,
// or the enum's own attribute).  Unknown names in `<{...}>` are dropped;
// an inherent attribute of the dictionary is overridden by `<{...}>`.

// CHECK-LABEL: func.func @flags
func.func @flags(%a: i32, %p: !llvm.ptr) {
  // CHECK: llvm.add %{{.*}}, %{{.*}} {overflowFlags = 1 : i32} : i32
  %0 = "llvm.add"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  // CHECK: llvm.add %{{.*}}, %{{.*}} overflow<nuw> : i32
  %1 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
  // CHECK: llvm.add %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
  %2 = "llvm.add"(%a, %a) <{overflowFlags = 3 : i8, unknown = 1}> : (i32, i32) -> i32
  // CHECK: llvm.getelementptr %{{.*}}[1] {noWrapFlags = "x"} : (!llvm.ptr) -> !llvm.ptr, i32
  %3 = "llvm.getelementptr"(%p) {elem_type = i32, noWrapFlags = "x", rawConstantIndices = array<i32: 1>} : (!llvm.ptr) -> !llvm.ptr
  return
}

// CHECK: func.func private @f()
"func.func"() <{sym_name = "f", function_type = () -> ()}> ({}) {sym_name = "g", sym_visibility = "private"} : () -> ()

// CHECK: "x.y"() <3 : i64> : () -> ()
"x.y"() <3> : () -> ()
