// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: func.func @assert(%arg0: i1) {
// CHECK-NEXT: cf.assert %arg0, "expected true"
// CHECK-NEXT: cf.assert %arg0, "with \22quotes\22 and \\ backslash\0A"
// CHECK-NEXT: cf.assert %arg0, "" {tag}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @assert(%c: i1) {
  cf.assert %c, "expected true"
  cf.assert %c, "with \"quotes\" and \\ backslash\n"
  cf.assert %c, "" {tag}
  return
}

// cf.br with 0/1/many block operands; blocks are printed with their
// predecessor comments; non-entry block arguments are numbered like values.
// CHECK-LABEL: func.func @branches(%arg0: i32, %arg1: f32) -> i32 {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT: ^bb2(%0: i32):  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%0, %arg1 : i32, f32)
// CHECK-NEXT: ^bb3(%1: i32, %2: f32):  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb4(%1 : i32) {tag}
// CHECK-NEXT: ^bb4(%3: i32):  // pred: ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @branches(%a: i32, %f: f32) -> i32 {
  cf.br ^bb1
^bb1:
  cf.br ^bb2(%a : i32)
^bb2(%x: i32):
  cf.br ^bb3(%x, %f : i32, f32)
^bb3(%y: i32, %z: f32):
  cf.br ^bb4(%y : i32) {tag}
^bb4(%w: i32):
  return %w : i32
}

// cf.cond_br with and without operands on each side, and branch weights.
// CHECK-LABEL: func.func @cond_branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb3(%arg1 : i32), ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb3(%arg1 : i32)
// CHECK-NEXT: ^bb3(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb4(%0, %arg2 : i32, f32), ^bb4(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb4(%1: i32, %2: f32):  // 2 preds: ^bb3, ^bb3
// CHECK-NEXT: cf.cond_br %arg0 weights([30, 70]), ^bb5, ^bb6(%1 : i32)
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: cf.cond_br %arg0, ^bb5, ^bb6(%1 : i32) {tag}
// CHECK-NEXT: ^bb6(%3: i32):  // 2 preds: ^bb4, ^bb5
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
func.func @cond_branches(%c: i1, %a: i32, %f: f32) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3(%a : i32), ^bb2
^bb2:
  cf.cond_br %c, ^bb1, ^bb3(%a : i32)
^bb3(%x: i32):
  cf.cond_br %c, ^bb4(%x, %f : i32, f32), ^bb4(%a, %f : i32, f32)
^bb4(%y: i32, %z: f32):
  cf.cond_br %c weights([30, 70]), ^bb5, ^bb6(%y : i32)
^bb5:
  cf.cond_br %c, ^bb5, ^bb6(%y : i32) {tag}
^bb6(%r: i32):
  return %r : i32
}

// cf.switch: default only (closing bracket on the default line), cases with
// and without operands, other integer widths, negative case values (printed
// as unsigned).
// CHECK-LABEL: func.func @switches(%arg0: i32, %arg1: i8, %arg2: i32, %arg3: f32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb2(%arg2 : i32),
// CHECK-NEXT: 42: ^bb2(%arg2 : i32),
// CHECK-NEXT: 4294967293: ^bb3,
// CHECK-NEXT: 7: ^bb4(%arg2, %arg3 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2(%0: i32):  // 3 preds: ^bb1, ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg1 : i8, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 0: ^bb3,
// CHECK-NEXT: 128: ^bb2(%0 : i32)
// CHECK-NEXT: ] {tag}
// CHECK-NEXT: ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
// CHECK-NEXT: cf.br ^bb4(%arg2, %arg3 : i32, f32)
// CHECK-NEXT: ^bb4(%1: i32, %2: f32):  // 2 preds: ^bb1, ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @switches(%flag: i32, %i8: i8, %a: i32, %f: f32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : i32),
    42: ^bb2(%a : i32),
    -3: ^bb3,
    7: ^bb4(%a, %f : i32, f32)
  ]
^bb2(%x: i32):
  cf.switch %i8 : i8, [
    default: ^bb3,
    0: ^bb3,
    -128: ^bb2(%x : i32)
  ] {tag}
^bb3:
  cf.br ^bb4(%a, %f : i32, f32)
^bb4(%y: i32, %z: f32):
  return
}

// Self loops, many predecessors, and an unreachable block.
// CHECK-LABEL: func.func @loop(%arg0: i1) {
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb1, ^bb3
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb4
// CHECK-NEXT: ^bb4:  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: return
// CHECK-NEXT: ^bb5:  // no predecessors
// CHECK-NEXT: cf.br ^bb4
// CHECK-NEXT: }
func.func @loop(%c: i1) {
  cf.br ^bb1
^bb1:
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  cf.br ^bb3
^bb3:
  cf.cond_br %c, ^bb1, ^bb4
^bb4:
  return
^bb5:
  cf.br ^bb4
}
