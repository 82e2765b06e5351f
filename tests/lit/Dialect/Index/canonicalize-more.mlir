// RUN: pyopt %s --canonicalize | FileCheck %s

// index folds in 64 and 32 bits with APInt semantics (ceildivs/floordivs of
// IndexOps.cpp, INT_MIN / -1 wraps), cmp(sub, 0) canonicalization, and
// cmp(max/min(x, a), b) from the max/min's range.

// CHECK-LABEL: func.func @wrap
// CHECK-DAG:     %[[A:.*]] = index.constant 2147483648
// CHECK-DAG:     %[[B:.*]] = index.constant -4
// CHECK-DAG:     %[[C:.*]] = index.constant -3
// CHECK:         return %[[A]], %[[B]], %[[C]]
func.func @wrap() -> (index, index, index) {
  %min = index.constant -2147483648
  %m1 = index.constant -1
  %m7 = index.constant -7
  %2 = index.constant 2
  %0 = index.ceildivs %min, %m1
  %1 = index.floordivs %m7, %2
  %3 = index.ceildivs %m7, %2
  return %0, %1, %3 : index, index, index
}

// CHECK-LABEL: func.func @cmp_sub
// CHECK:         %[[L:.*]] = index.cmp ult(%arg0, %arg1)
// CHECK:         %[[R:.*]] = index.cmp sle(%arg1, %arg0)
// CHECK:         return %[[L]], %[[R]]
func.func @cmp_sub(%x: index, %y: index) -> (i1, i1) {
  %z = index.constant 0
  %d = index.sub %x, %y
  %0 = index.cmp ult(%d, %z)
  %1 = index.cmp sle(%z, %d)
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @cmp_range
// CHECK:         %[[K:.*]] = index.cmp slt
// CHECK:         return %true, %false, %[[K]]
func.func @cmp_range(%x: index) -> (i1, i1, i1) {
  %c3 = index.constant 3
  %c9 = index.constant 9
  %lo = index.maxs %x, %c3
  %hi = index.minu %x, %c3
  %0 = index.cmp sge(%lo, %c3)
  %1 = index.cmp ugt(%hi, %c9)
  %2 = index.cmp slt(%lo, %c9)
  return %0, %1, %2 : i1, i1, i1
}
