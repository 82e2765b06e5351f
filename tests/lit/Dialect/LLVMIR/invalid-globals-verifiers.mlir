// RUN: pyopt %s --split-input-file --verify-diagnostics

// The verifiers of LLVM module-level ops and of llvm.mlir.constant
// (LLVMDialect.cpp: GlobalOp, AliasOp, IFuncOp, Global{C,D}torsOp,
// ModuleFlagsOp, LLVMFuncOp, ConstantOp, ZeroOp). Messages: mlir-opt 22.1.8's.

// expected-error @+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
llvm.mlir.global common @g(dense<[0, 2]> : vector<2xi32>) : vector<2xi32>

// -----

// expected-error @+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @g() : !llvm.struct<(i32)>

// -----

// expected-error @+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global private @g(1 : i32) {alignment = 12 : i64} : i32

// -----

// expected-error @+1 {{'llvm.mlir.global' op global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global @g(1 : i32) : !llvm.target<"spirv.Sampler">

// -----

// expected-error @+1 {{'llvm.mlir.global' op initializer region type 'i8' does not match global type 'i16'}}
llvm.mlir.global internal @g() : i16 {
  %c = llvm.mlir.constant(1 : i8) : i8
  llvm.return %c : i8
}

// -----

llvm.mlir.global internal @g() : !llvm.ptr {
  %c = llvm.mlir.constant(1 : i64) : i64
  // expected-error @+1 {{ops with side effects not allowed in global initializers}}
  %p = llvm.alloca %c x i8 : (i64) -> !llvm.ptr
  llvm.return %p : !llvm.ptr
}

// -----

// expected-error @+1 {{expected comdat symbol}}
llvm.mlir.global @g(0 : i32) comdat(@nowhere) : i32

// -----

llvm.mlir.global @x(0 : i32) : i32

// expected-error @+1 {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias common @a : i32 {
  %0 = llvm.mlir.addressof @x : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error @+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @a : i32 {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}

// -----

llvm.func @resolver() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op 'appending' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc appending @f : !llvm.func<void ()>, !llvm.ptr @resolver

// -----

llvm.func @dtor()

// expected-error @+1 {{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
llvm.mlir.global_dtors dtors = [@dtor], priorities = [1 : i32], data = [#llvm.zero]

// -----

llvm.func @ctor() {
  llvm.return
}

// expected-error @+1 {{ctors, priorities, and data must have the same number of elements}}
llvm.mlir.global_ctors ctors = [@ctor], priorities = [1 : i32, 2 : i32], data = [#llvm.zero]

// -----

// expected-error @+1 {{'llvm.mlir.global_dtors' op attribute 'priorities' failed to satisfy constraint: 32-bit integer array attribute}}
"llvm.mlir.global_dtors"() <{dtors = [], priorities = [1 : i64], data = []}> : () -> ()

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.module_flags' op must appear at the module level}}
  llvm.module_flags [#llvm.mlir.module_flag<error, "k", 1 : i32>]
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.linker_options' op must appear at the module level}}
  llvm.linker_options ["-lm"]
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = llvm.dso_local_equivalent @nothing : !llvm.ptr
  llvm.return
}

// -----

llvm.func extern_weak @w()

llvm.func @f() {
  // expected-error @+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = llvm.dso_local_equivalent @w : !llvm.ptr
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f()

// -----

// expected-error @+1 {{'llvm.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "f"}> ({
^bb0(%a: i64):
  llvm.return
}) : () -> ()

// -----

llvm.func @f() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 7>> : !llvm.ptr
  llvm.blocktag <id = 7>
  llvm.br ^bb1
^bb1:
  // expected-error @+1 {{duplicate block tag '7' in the same function: }}
  llvm.blocktag <id = 7>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @f() -> !llvm.ptr {
  // expected-error @+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @f, tag = <id = 3>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @personality(...) -> i32
llvm.func @g()

llvm.func @f() attributes {personality = @personality} {
  llvm.invoke @g() to ^bb1 unwind ^bb2 : () -> ()
^bb1:
  llvm.return
^bb2:
  // expected-error @+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = llvm.landingpad : !llvm.struct<(ptr, i32)>
  llvm.return
}

// -----

llvm.func @f() -> !llvm.struct<(i32, f32)> {
  // expected-error @+1 {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i32, 2.0 : f64]) : !llvm.struct<(i32, f32)>
  llvm.return %0 : !llvm.struct<(i32, f32)>
}

// -----

llvm.func @f() -> vector<3xi32> {
  // expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 4}}
  %0 = llvm.mlir.constant(dense<[1, 2, 3, 4]> : vector<4xi32>) : vector<3xi32>
  llvm.return %0 : vector<3xi32>
}

// -----

llvm.func @f() -> i64 {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : i64
  llvm.return %0 : i64
}

// -----

llvm.func @f() -> !llvm.array<2 x i32> {
  // expected-error @+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i32, 2 : i32]) : !llvm.array<2 x i32>
  llvm.return %0 : !llvm.array<2 x i32>
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"mytarget.Type">
  llvm.return
}
