// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Constants: index.constant suggests %idx<value>, index.bool.constant
// suggests %true / %false (its value is parsed with type i1, so 0/1 work).
// CHECK-LABEL: func.func @constants() -> (index, index, index, i1, i1, index, index, i1, i1) {
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %idx42_0 = index.constant 42
// CHECK-NEXT: %idx1 = index.constant {tag} 1
// CHECK-NEXT: %true_1 = index.bool.constant true
// CHECK-NEXT: %false_2 = index.bool.constant {tag} false
// CHECK-NEXT: return %idx0, %idx42, %idx-7, %true, %false, %idx42_0, %idx1, %true_1, %false_2 : index, index, index, i1, i1, index, index, i1, i1
// CHECK-NEXT: }
func.func @constants() -> (index, index, index, i1, i1, index, index, i1, i1) {
  %0 = index.constant 0
  %1 = index.constant 42
  %2 = index.constant -7
  %3 = index.bool.constant true
  %4 = index.bool.constant false
  %5 = index.constant 42
  %6 = index.constant {tag} 1
  %7 = index.bool.constant 1
  %8 = index.bool.constant {tag} 0
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : index, index, index, i1, i1, index, index, i1, i1
}

// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1
// CHECK-NEXT: %19 = index.xor %arg0, %arg1
// CHECK-NEXT: %20 = index.add %arg0, %arg1 {tag = 1 : i32}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @binary(%a: index, %b: index) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.add %a, %b {tag = 1 : i32}
  return
}

// CHECK-LABEL: func.func @compare(%arg0: index, %arg1: index) {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1) {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compare(%a: index, %b: index) {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b) {tag}
  return
}

// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i1) {
// CHECK-NEXT: %0 = index.casts %arg0 : index to i32
// CHECK-NEXT: %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %2 = index.castu %arg0 : index to i64
// CHECK-NEXT: %3 = index.castu %arg3 : i1 to index
// CHECK-NEXT: %4 = index.casts %arg2 {tag} : i64 to index
// CHECK-NEXT: %5 = index.sizeof
// CHECK-NEXT: %6 = index.sizeof {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%a: index, %i: i32, %j: i64, %k: i1) {
  %0 = index.casts %a : index to i32
  %1 = index.casts %i : i32 to index
  %2 = index.castu %a : index to i64
  %3 = index.castu %k : i1 to index
  %4 = index.casts %j {tag} : i64 to index
  %5 = index.sizeof
  %6 = index.sizeof {tag}
  return
}
