// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: llvm.func @f(i32) -> i32
llvm.func @f(i32) -> i32

// CHECK-LABEL: llvm.func @v()
llvm.func @v()

// CHECK-LABEL: llvm.func @caller(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.token) {
// CHECK-NEXT: %0 = llvm.call @f(%arg0) ["tag"(%arg0 : i32)] : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call @f(%arg0) : (i32 {llvm.noundef}) -> (i32 {llvm.signext})
// CHECK-NEXT: %2 = llvm.call @f(%arg0) {convergent, no_inline} : (i32) -> i32
// CHECK-NEXT: %3 = llvm.call fastcc tail @f(%arg0) : (i32) -> i32
// CHECK-NEXT: %4 = llvm.call notail @f(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.call @v() {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
// CHECK-NEXT: %5 = llvm.call_intrinsic "llvm.fabs.f32"(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: llvm.call_intrinsic "llvm.donothing"() : () -> ()
// CHECK-NEXT: %6 = llvm.call @f(%arg0) : (i32) -> i32
// CHECK-NEXT: %7 = llvm.call @f(%arg0) ["a"(), "b"(%arg0, %arg1 : i32, !llvm.ptr)] : (i32) -> i32
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @caller(%a: i32, %p: !llvm.ptr, %t: !llvm.token) {
  %0 = llvm.call @f(%a) ["tag"(%a : i32)] : (i32) -> i32
  %1 = llvm.call @f(%a) {arg_attrs = [{llvm.noundef}], res_attrs = [{llvm.signext}]} : (i32) -> i32
  %2 = llvm.call @f(%a) {no_inline, convergent} : (i32) -> i32
  %3 = llvm.call fastcc tail @f(%a) : (i32) -> i32
  %4 = llvm.call notail @f(%a) : (i32) -> i32
  llvm.call @v() {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} : () -> ()
  %5 = llvm.call_intrinsic "llvm.fabs.f32"(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %6 = llvm.call @f(%a) {fastmathFlags = #llvm.fastmath<none>} : (i32) -> i32
  %8 = llvm.call @f(%a) ["a"(), "b"(%a, %p : i32, !llvm.ptr)] : (i32) -> i32
  llvm.return
}

// CHECK: llvm.mlir.global external constant @_ZTIi() {addr_space = 0 : i32} : !llvm.ptr
llvm.mlir.global external constant @_ZTIi() : !llvm.ptr

// CHECK-LABEL: llvm.func @__gxx_personality_v0(...) -> i32
llvm.func @__gxx_personality_v0(...) -> i32

// CHECK-LABEL: llvm.func @thrower(i32) -> i32
llvm.func @thrower(i32) -> i32

// CHECK-LABEL: llvm.func @eh2(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %2 = llvm.invoke @thrower(%arg0) to ^bb1(%arg0 : i32) unwind ^bb2 : (i32) -> i32
// CHECK-NEXT: ^bb1(%3: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %4 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, i32)>{{ $}}
// CHECK-NEXT: llvm.return %5 : i32
// CHECK-NEXT: }
llvm.func @eh2(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
  %1 = llvm.mlir.zero : !llvm.ptr
  %2 = llvm.invoke @thrower(%a) to ^bb1(%a : i32) unwind ^bb2 : (i32) -> i32
^bb1(%x: i32):
  llvm.return %2 : i32
^bb2:
  %3 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  %4 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, i32)>
  llvm.return %4 : i32
}

// CHECK-LABEL: llvm.func @g2(%arg0: vector<2x!llvm.ptr>, %arg1: vector<2xi64>) -> vector<2x!llvm.ptr> {
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[%arg1] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i32
// CHECK-NEXT: llvm.return %0 : vector<2x!llvm.ptr>
// CHECK-NEXT: }
llvm.func @g2(%p: vector<2x!llvm.ptr>, %i: vector<2xi64>) -> vector<2x!llvm.ptr> {
  %0 = llvm.getelementptr %p[%i] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i32
  llvm.return %0 : vector<2x!llvm.ptr>
}

// CHECK-LABEL: llvm.func @al(%arg0: i32) {
// CHECK-NEXT: %0 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @al(%n: i32) {
  %0 = llvm.alloca %n x i32 {alignment = 0 : i64} : (i32) -> !llvm.ptr
  llvm.return
}

// CHECK: llvm.mlir.global private constant @s1("ab\0Acd") {addr_space = 0 : i32}
llvm.mlir.global private constant @s1("ab\0Acd") : !llvm.array<5 x i8>

// CHECK: llvm.mlir.global private constant @s2("x") {addr_space = 0 : i32}
llvm.mlir.global private constant @s2("x") {addr_space = 0 : i32} : !llvm.array<1 x i8>

// CHECK: llvm.mlir.global private constant @s3(dense<[1, 2]> : vector<2xi8>) {addr_space = 0 : i32} : !llvm.array<2 x i8>
llvm.mlir.global private constant @s3(dense<[1, 2]> : vector<2xi8>) : !llvm.array<2 x i8>

// CHECK-LABEL: llvm.func @thrower_void(i32)
llvm.func @thrower_void(i32)

// CHECK-LABEL: llvm.func @eh(%arg0: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
// CHECK-NEXT: llvm.invoke @thrower_void(%arg0) to ^bb1 unwind ^bb2 : (i32) -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: llvm.resume %0 : !llvm.struct<(ptr, i32)>
// CHECK-NEXT: }
llvm.func @eh(%a: i32) -> i32 attributes {personality = @__gxx_personality_v0} {
  llvm.invoke @thrower_void(%a) to ^bb1 unwind ^bb2 : (i32) -> ()
^bb1:
  llvm.return %a : i32
^bb2:
  %1 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.resume %1 : !llvm.struct<(ptr, i32)>
}

// CHECK-LABEL: llvm.func @asm(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.inline_asm "add $0, $1", "=r,r" %arg0 : (i32) -> i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = intel "nop", ""  : () -> ()
// CHECK-NEXT: %1 = llvm.call_intrinsic "llvm.ctpop.i32"(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @asm(%a: i32) -> i32 {
  %0 = llvm.inline_asm "add $0, $1", "=r,r" %a : (i32) -> i32
  llvm.inline_asm has_side_effects asm_dialect = intel "nop", "" : () -> ()
  %2 = llvm.call_intrinsic "llvm.ctpop.i32"(%a) : (i32) -> i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @ba() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @ba() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @ba, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// CHECK-LABEL: llvm.func @ib(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT: llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT: ^bb1(%arg1 : i32),
// CHECK-NEXT: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @ib(%p: !llvm.ptr, %a: i32) {
  llvm.indirectbr %p : !llvm.ptr, [
    ^bb1(%a : i32),
    ^bb2
  ]
^bb1(%x: i32):
  llvm.return
^bb2:
  llvm.return
}

// CHECK-LABEL: llvm.func @dle() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.dso_local_equivalent @thrower_void : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @dle() -> !llvm.ptr {
  %0 = llvm.dso_local_equivalent @thrower_void : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
