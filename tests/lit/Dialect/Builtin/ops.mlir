// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Several top-level operations: they are wrapped in an implicit `module {`.
// Builtin ops print without the `builtin.` prefix only where the default
// dialect is builtin (directly inside a module body).

// CHECK: {{^}}module {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @named {
// CHECK-NEXT: }
// CHECK-NEXT: module @nested {
// CHECK-NEXT: module @inner {
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {test.a, test.b = "x"} {
// CHECK-NEXT: }
// CHECK-NEXT: module @named_attrs attributes {test.attr = 1 : i32} {
// CHECK-NEXT: }
// CHECK-NEXT: module @vis attributes {sym_visibility = "private"} {
// CHECK-NEXT: }
// CHECK-NEXT: module @empty {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = unrealized_conversion_cast to i8
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i8 to i16
// CHECK-NEXT: func.func @casts(%arg0: i32, %arg1: f32) -> (i64, f16, i8, i32) {
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: %3:2 = builtin.unrealized_conversion_cast %arg0, %arg1 : i32, f32 to i64, f16
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast to i8
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg0 : i32 to i32 {tag}
// CHECK-NEXT: %6:3 = builtin.unrealized_conversion_cast %arg1 : f32 to i1, i2, i3
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %2, %3#0, %arg1 : i64, i64, f32 to tensor<2xi64>
// CHECK-NEXT: return %2, %3#1, %4, %5 : i64, f16, i8, i32
// CHECK-NEXT: }
// CHECK-NEXT: }

module {
}
builtin.module @named {
}
module @nested {
  module @inner {
    module {
    }
  }
}
module attributes {test.a, test.b = "x"} {
}
module @named_attrs attributes {test.attr = 1 : i32} {
}
module @vis attributes {sym_visibility = "private"} {
}
module @empty {}

%t0 = unrealized_conversion_cast to i8
%t1 = builtin.unrealized_conversion_cast %t0 : i8 to i16

// Value numbering continues from the enclosing region: the function body
// starts at %2 because the module body already defines %0 and %1.
func.func @casts(%a: i32, %b: f32) -> (i64, f16, i8, i32) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i64, f16
  %2 = builtin.unrealized_conversion_cast to i8
  %3 = builtin.unrealized_conversion_cast %a : i32 to i32 {tag}
  %4:3 = builtin.unrealized_conversion_cast %b : f32 to i1, i2, i3
  %5 = builtin.unrealized_conversion_cast %0, %1#0, %b : i64, i64, f32 to tensor<2xi64>
  return %0, %1#1, %2, %3 : i64, f16, i8, i32
}
