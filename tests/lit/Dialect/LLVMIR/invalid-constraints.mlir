// RUN: pyopt %s --split-input-file --verify-diagnostics

// Operand, result and attribute constraints of the intrinsic families
// (LLVMIntrinsicOps.td: LLVM_ScalarOrVectorOf, LLVM_VectorOf, the VP mask and
// length, the coroutine tokens, the memcpy family, LLVM_Type as
// isCompatibleOuterType, the alias-analysis arrays). Messages: mlir-opt 22.1.8's.

llvm.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.sqrt' op operand #0 must be floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type, but got 'i32'}}
  %r = "llvm.intr.sqrt"(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'llvm.intr.ctpop' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %r = "llvm.intr.ctpop"(%f) : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'llvm.intr.vp.add' op operand #2 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %r = "llvm.intr.vp.add"(%v, %v, %v, %i) : (vector<4xi32>, vector<4xi32>, vector<4xi32>, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %m: vector<4xi1>, %i: i32) {
  // expected-error @+1 {{'llvm.intr.vp.fadd' op operand #0 must be LLVM dialect-compatible vector of floating-point, but got 'vector<4xi32>'}}
  %r = "llvm.intr.vp.fadd"(%v, %v, %m, %i) : (vector<4xi32>, vector<4xi32>, vector<4xi1>, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %m: vector<4xi1>, %i: i32) {
  // expected-error @+1 {{'llvm.intr.vp.ptrtoint' op operand #0 must be LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<4xi32>'}}
  %r = "llvm.intr.vp.ptrtoint"(%v, %m, %i) : (vector<4xi32>, vector<4xi1>, i32) -> vector<4xi64>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %m: vector<4xi1>, %i: i32) {
  // expected-error @+1 {{'llvm.intr.vp.reduce.fadd' op operand #0 must be floating-point, but got 'i32'}}
  %r = "llvm.intr.vp.reduce.fadd"(%i, %v, %m, %i) : (i32, vector<4xf32>, vector<4xi1>, i32) -> f32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.vp.merge' op operand #3 must be 32-bit signless integer, but got 'vector<4xf32>'}}
  %r = "llvm.intr.vp.merge"(%m, %v, %v, %v) : (vector<4xi1>, vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op operand #0 must be LLVM dialect-compatible vector of signless integer, but got 'i32'}}
  %r = "llvm.intr.vector.reduce.add"(%i) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fadd' op operand #0 must be floating-point, but got 'i32'}}
  %r = "llvm.intr.vector.reduce.fadd"(%i, %v) : (i32, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'llvm.intr.sadd.with.overflow' op operand #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %r = "llvm.intr.sadd.with.overflow"(%f, %f) : (f32, f32) -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'llvm.intr.ldexp' op operand #1 must be signless integer, but got 'f32'}}
  %r = "llvm.intr.ldexp"(%f, %f) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.ucmp' op result #0 must be signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %r = "llvm.intr.ucmp"(%i, %i) : (i32, i32) -> f32
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.gather' op operand #0 must be LLVM dialect-compatible vector of LLVM pointer type, but got 'vector<4xi32>'}}
  %r = "llvm.intr.masked.gather"(%v, %m) {alignment = 1 : i32} : (vector<4xi32>, vector<4xi1>) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.lifetime.start' op operand #0 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.lifetime.start"(%i) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.intr.ptr.annotation' op operand #3 must be 32-bit signless integer, but got '!llvm.ptr'}}
  %r = "llvm.intr.ptr.annotation"(%p, %p, %p, %p, %p) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.annotation' op operand #0 must be signless integer, but got '!llvm.ptr'}}
  %r = "llvm.intr.annotation"(%p, %p, %p, %i) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %b: i1) {
  // expected-error @+1 {{'llvm.intr.coro.promise' op operand #1 must be 32-bit signless integer, but got 'i1'}}
  %r = "llvm.intr.coro.promise"(%p, %b, %b) : (!llvm.ptr, i1, i1) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.intr.stepvector' op result #0 must be LLVM dialect-compatible vector of signless integer, but got 'vector<4xf32>'}}
  %r = "llvm.intr.stepvector"() : () -> vector<4xf32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op result #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'f32'}}
  %r = "llvm.intr.ptrmask"(%p, %i) : (!llvm.ptr, i32) -> f32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.intr.vscale' op result #0 must be LLVM dialect-compatible type, but got 'tf32'}}
  %r = "llvm.intr.vscale"() : () -> tf32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.intr.vscale' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x2xi32>'}}
  %r = "llvm.intr.vscale"() : () -> vector<2x2xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  "llvm.intr.memcpy"(%p, %p, %i) {isVolatile = false, access_groups = [1]} : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %b: i8, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memset' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  "llvm.intr.memset"(%p, %b, %i) {isVolatile = false, noalias_scopes = [{}]} : (!llvm.ptr, i8, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %p: !llvm.ptr, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.compressstore' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  "llvm.intr.masked.compressstore"(%v, %p, %m) {arg_attrs = [1]} : (vector<4xi32>, !llvm.ptr, vector<4xi1>) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{custom op 'llvm.store' 'llvm.store' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %i, %p {alias_scopes = [1]} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.coro.free' op operand #0 must be LLVM token type, but got 'i32'}}
  %r = "llvm.intr.coro.free"(%i, %p) : (i32, !llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'llvm.intr.expect' op operand #0 must be signless integer, but got 'f32'}}
  %r = "llvm.intr.expect"(%f, %f) : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %r = "llvm.intr.vector.insert"(%i, %i) {pos = 0 : i64} : (i32, i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memmove' op operand #1 must be LLVM pointer type, but got 'i32'}}
  "llvm.intr.memmove"(%p, %i, %i) {isVolatile = false} : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error @+1 {{'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'}}
  "llvm.intr.memset"(%p, %i, %i) {isVolatile = false} : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %f: f32) {
  // expected-error @+1 {{'llvm.intr.memcpy' op operand #2 must be signless integer, but got 'f32'}}
  "llvm.intr.memcpy"(%p, %p, %f) {isVolatile = false} : (!llvm.ptr, !llvm.ptr, f32) -> ()
  llvm.return
}
