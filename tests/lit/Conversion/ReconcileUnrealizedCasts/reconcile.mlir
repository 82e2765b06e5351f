// RUN: pyopt --reconcile-unrealized-casts %s | FileCheck %s

// Round trips fold to the original value, dead casts and chains vanish, a
// live cast that does not fold stays.

func.func @round_trip(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i64
  return %1 : i64
}

func.func @chain(%x: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to i32
  %2 = builtin.unrealized_conversion_cast %1 : i32 to i64
  return %2 : i64
}

func.func @dead(%x: i64) {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  %1 = builtin.unrealized_conversion_cast %0 : index to f32
  return
}

func.func @live(%x: i64) -> index {
  %0 = builtin.unrealized_conversion_cast %x : i64 to index
  return %0 : index
}

func.func @multi(%a: i64, %b: i32) -> (i64, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i64, i32 to index, index
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : index, index to i64, i32
  return %1#0, %1#1 : i64, i32
}

func.func @partial_match(%a: i64) -> (i64, f32) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to index
  %1:2 = builtin.unrealized_conversion_cast %0 : index to i64, f32
  return %1#0, %1#1 : i64, f32
}

// CHECK: module {
// CHECK-LABEL: func.func @round_trip(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @chain(%arg0: i64) -> i64 {
// CHECK-NEXT: return %arg0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dead(%arg0: i64) {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @live(%arg0: i64) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @multi(%arg0: i64, %arg1: i32) -> (i64, i32) {
// CHECK-NEXT: return %arg0, %arg1 : i64, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @partial_match(%arg0: i64) -> (i64, f32) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i64 to index
// CHECK-NEXT: %1:2 = builtin.unrealized_conversion_cast %0 : index to i64, f32
// CHECK-NEXT: return %1#0, %1#1 : i64, f32
// CHECK-NEXT: }
// CHECK-NEXT: }
