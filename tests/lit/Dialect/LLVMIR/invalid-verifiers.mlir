// RUN: pyopt %s --split-input-file --verify-diagnostics

// The element-type traits, the PredOpTraits and the hasVerifier checks of
// LLVM ops (LLVMIntrinsicOps.td, LLVMOps.td, LLVMDialect.cpp). Messages:
// mlir-opt 22.1.8's.

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.add' op requires the same element type for all operands and results}}
  %r = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi32>) -> i64
  llvm.return
}

// -----

llvm.func @f(%s: f64, %v: vector<4xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.reduce.fmul' op requires the same element type for all operands and results}}
  %r = "llvm.intr.vector.reduce.fmul"(%s, %v) : (f64, vector<4xf32>) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: vector<2xi64>) {
  // expected-error @+1 {{'llvm.intr.umul.with.overflow' op requires the same element type for all operands}}
  %r = "llvm.intr.umul.with.overflow"(%a, %b) : (i32, vector<2xi64>) -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'llvm.select' op failed to verify that all of {trueValue, falseValue, res} have same type}}
  %r = "llvm.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  llvm.return
}

// -----

llvm.func @f(%i: i16, %p: !llvm.ptr, %l: i32) {
  // expected-error @+1 {{'llvm.intr.annotation' op failed to verify that all of {res, integer} have same type}}
  %r = "llvm.intr.annotation"(%i, %p, %p, %l) : (i16, !llvm.ptr, !llvm.ptr, i32) -> i8
  llvm.return
}

// -----

llvm.func @f(%i: i16, %p: !llvm.ptr, %q: !llvm.ptr<3>, %l: i32) {
  // expected-error @+1 {{'llvm.intr.annotation' op failed to verify that all of {annotation, fileName} have same type}}
  %r = "llvm.intr.annotation"(%i, %p, %q, %l) : (i16, !llvm.ptr, !llvm.ptr<3>, i32) -> i16
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<5>, %l: i32) {
  // expected-error @+1 {{'llvm.intr.var.annotation' op failed to verify that all of {annotation, fileName, attr} have same type}}
  "llvm.intr.var.annotation"(%p, %p, %p, %l, %q) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr<5>) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %m: i64) {
  // expected-error @+1 {{'llvm.intr.ptrmask' op failed to verify that all of {ptr, res} have same type}}
  %r = "llvm.intr.ptrmask"(%p, %m) : (!llvm.ptr, i64) -> !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.vector.insert' op failed to verify that all of {dstvec, res} have same type}}
  %r = "llvm.intr.vector.insert"(%v, %v) <{pos = 0 : i64}> : (vector<4xi32>, vector<4xi32>) -> vector<8xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xf16>) {
  // expected-error @+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %r = "llvm.intr.vector.interleave2"(%v, %v) : (vector<4xf16>, vector<4xf16>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<8xf32>) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %r = llvm.intr.vector.extract %v[0] : vector<[4]xf32> from vector<8xf32>
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.vector.extract' op operand #0 must be LLVM dialect-compatible vector type, but got 'i32'}}
  %r = "llvm.intr.vector.extract"(%x) <{pos = 0 : i64}> : (i32) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%v: vector<4xi32>, %m: vector<4xi1>) {
  // expected-error @+1 {{'llvm.intr.masked.compressstore' op operand #1 must be LLVM pointer type, but got 'vector<4xi32>'}}
  "llvm.intr.masked.compressstore"(%v, %v, %m) : (vector<4xi32>, vector<4xi32>, vector<4xi1>) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: vector<4xi32>) {
  // expected-error @+1 {{'llvm.intr.masked.expandload' op operand #1 must be LLVM dialect-compatible vector of 1-bit signless integer, but got 'vector<4xi32>'}}
  %r = "llvm.intr.masked.expandload"(%p, %v, %v) : (!llvm.ptr, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%x: f32) {
  // expected-error @+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32, f32, f32)>'}}
  %r = llvm.intr.sincos(%x) : (f32) -> !llvm.struct<(f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i8) {
  // expected-error @+1 {{'llvm.intr.memset.inline' op attribute 'len' failed to satisfy constraint: arbitrary integer attribute}}
  "llvm.intr.memset.inline"(%p, %v) {isVolatile = false, len = "four"} : (!llvm.ptr, i8) -> ()
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.intr.experimental.noalias.scope.decl' op attribute 'scope' failed to satisfy constraint: LLVM dialect alias scope}}
  "llvm.intr.experimental.noalias.scope.decl"() {scope = unit} : () -> ()
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.intr.dbg.value' op attribute 'locationExpr' failed to satisfy constraint: }}
  "llvm.intr.dbg.value"(%x) {varInfo = 0 : i32, locationExpr = 0 : i32} : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{'llvm.intr.assume' op op_bundle_operands count (1) does not match with the total size (2) specified in attribute 'op_bundle_sizes'}}
  "llvm.intr.assume"(%c, %x) <{op_bundle_sizes = array<i32: 2>, op_bundle_tags = ["t"]}> : (i1, i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.indirectbr' op succOperands count (0) does not match with the total size (1) specified in attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%p)[^bb1] <{indbr_operand_segments = array<i32: 1>}> : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%v: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'llvm.extractelement' op failed to verify that result type matches vector element type}}
  %r = "llvm.extractelement"(%v, %i) : (vector<4xf32>, i32) -> f64
  return
}

// -----

func.func @f(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: -1}}
  %r = "llvm.extractvalue"(%s) <{position = array<i64: -1>}> : (!llvm.struct<(i32, f32)>) -> i32
  return
}

// -----

func.func @f(%s: !llvm.struct<(i32, f32)>, %x: i32) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i32' into '!llvm.struct<(i32, f32)>'}}
  %r = "llvm.insertvalue"(%s, %x) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  llvm.fence unordered
  return
}

// -----

func.func @f(%p: !llvm.ptr, %x: i16) {
  // expected-error @+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %r = llvm.atomicrmw add %p, %x unordered : !llvm.ptr, i16
  return
}

// -----

func.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.atomicrmw' op failed to verify that result #0 and operand #1 have the same type}}
  %r = "llvm.atomicrmw"(%p, %x) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i64
  return
}

// -----

func.func @f(%p: !llvm.ptr, %x: i24) {
  // expected-error @+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %r = llvm.cmpxchg %p, %x, %x seq_cst seq_cst : !llvm.ptr, i24
  return
}

// -----

func.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %r = llvm.cmpxchg %p, %x, %x seq_cst release : !llvm.ptr, i32
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported type 'i7' for atomic access}}
  %r = llvm.load %p atomic acquire {alignment = 1 : i64} : !llvm.ptr -> i7
  return
}

// -----

func.func @f(%p: !llvm.ptr, %x: f32) {
  // expected-error @+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  "llvm.store"(%x, %p) <{syncscope = "agent"}> : (f32, !llvm.ptr) -> ()
  return
}

// -----

func.func @f(%x: vector<2xi32>) {
  // expected-error @+1 {{input and output vectors are of incompatible shape}}
  %r = llvm.sext %x : vector<2xi32> to vector<4xi64>
  return
}

// -----

func.func @f(%p: vector<2x!llvm.ptr<1>>) {
  // expected-error @+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %r = llvm.bitcast %p : vector<2x!llvm.ptr<1>> to vector<2x!llvm.ptr<2>>
  return
}

// -----

func.func @f(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %r = llvm.shufflevector %v, %v [1, 0, 0, 0] : vector<[4]xf32>
  return
}

// -----

llvm.func @v(i32, ...)

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i64' != 'i32'}}
  llvm.call @v(%x) vararg(!llvm.func<void (i64, ...)>) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g() -> i64

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %r = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @g()

llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op calling function with void result must not produce values}}
  %r = llvm.call @g() : () -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  "llvm.call"(%x) <{operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @g()

llvm.func @f() {
  // expected-error @+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"() <{callee = @g, operandSegmentSizes = array<i32: 0, 0>, op_bundle_sizes = array<i32: 0>}> : () -> ()
  llvm.return
}

// -----

llvm.func @g()

llvm.func @f() {
  // expected-error @+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %r = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %r = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %r = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: -2147483648, 0>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op this target extension type cannot be used in alloca}}
  %r = llvm.alloca %n x !llvm.target<"other.T"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"other.T">'}}
  %r = llvm.load %p : !llvm.ptr -> !llvm.target<"other.T">
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %r = llvm.inline_asm tail_call_kind = <musttail> "nop", "=r,r" %x : (i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%x: i64) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%x)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi16>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

llvm.comdat @c {
  // expected-error @+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.func @h()
}
