// RUN: pyopt %s --split-input-file --verify-diagnostics

// expected-note @+1 {{prior use here}}
llvm.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{use of value '%b' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.add %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{'llvm.add' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.add %a, %a : f32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.fadd' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %0 = llvm.fadd %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i64) {
  // expected-error @+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i64 to i32
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%a: i32) -> i64 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %a : i32
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = llvm.mlir.addressof @nope : !llvm.ptr
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  llvm.call @g() : () -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op 'nope' does not reference a symbol in the current scope}}
  llvm.call @nope() : () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.void'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.void
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error @+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %b : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.select' op operand #0 must be 1-bit signless integer or LLVM dialect-compatible vector of 1-bit signless integer, but got 'i32'}}
  %0 = llvm.select %a, %a, %a : i32, i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  llvm.br ^bb1
^bb1(%x: i32):
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
llvm.mlir.global external @g(1 : i32) : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
llvm.func @f(!llvm.array<2 x !llvm.void>)

// -----

// expected-note @+1 {{see existing symbol definition here}}
llvm.func @f() {
  llvm.return
}
// expected-error @+1 {{redefinition of symbol named 'f'}}
llvm.func @f() {
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @f()

// -----

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %a, %p atomic acquire {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error @+1 {{custom op 'llvm.add' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: foo}}
  %0 = llvm.add %a, %a overflow<foo> : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+2 {{expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, contract, afn, reassoc, fast}}
  // expected-error @+1 {{failed to parse LLVM_FastmathFlagsAttr parameter 'value' which is to be a `::mlir::LLVM::FastmathFlags`}}
  %0 = llvm.fadd %a, %a {fastmathFlags = #llvm.fastmath<bogus>} : f32
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.ptr) {
  // expected-error @+1 {{'llvm.ptrtoint' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.ptrtoint %a : !llvm.ptr to f32
  llvm.return
}

// -----

// expected-error @+1 {{unknown LLVM type: vec}}
llvm.func @f(!llvm.vec<4 x f32>)

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @va(i32, ...)
llvm.func @f(%a: i32) {
  // expected-error @+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  llvm.call @va(%a, %a) : (i32, i32) -> ()
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
llvm.func @f(%s: !llvm.struct<(i32, f32)>, %a: i64) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i32' vs 'i64'}}
  %0 = llvm.insertvalue %a, %s[0] : !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(42 : i32) : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
llvm.mlir.global internal constant @s("abcd") : !llvm.array<3 x i8>

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f() -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}
