// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// A dialect attribute or type parameter that fails to parse: the nested
// parser's error, then the ODS-generated parser's "failed to parse <Def>
// parameter ..." where the nested parser stopped (at the token it refused,
// or past the value it parsed and then refused).

// expected-error @below {{expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
// expected-error @below {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
"f"() {a = #vector.kind<maxf>} : () -> ()

// -----

// expected-error @below {{expected valid keyword or string}}
// expected-error @below {{failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
"f"() {a = #vector.kind<>} : () -> ()

// -----

// expected-error @below {{expected '>'}}
"f"() {a = #vector.iterator_type<"parallel" x>} : () -> ()

// -----

// expected-error @below {{expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
// expected-error @below {{failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
"f"() {a = #vector.punctuation<"tab">} : () -> ()

// -----

// expected-error @below {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error @below {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
"f"() {a = #gpu.thread<w>} : () -> ()

// -----

// expected-error @below {{expected valid keyword or string}}
// expected-error @below {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
"f"() {a = #gpu.address_space<7>} : () -> ()

// -----

// expected-error @below {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @below {{failed to parse GPUMemorySpaceMappingAttr parameter 'address_space' which is to be a `::mlir::gpu::AddressSpace`}}
"f"() {a = #gpu.memory_space< shared >} : () -> ()

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
"f"() {a = #gpu.mask<ones>} : () -> ()

// -----

// expected-error @below {{expected '>'}}
"f"() {a = #gpu.mask<12 13>} : () -> ()

// -----

// expected-error @below {{expected string}}
// expected-error @below {{failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`}}
"f"() {a = #nvvm.target<chip = sm_90>} : () -> ()

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
"f"() {a = #nvvm.target<O = 2.5>} : () -> ()

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
"f"() {a = #nvvm.target<flags = "fast">} : () -> ()

// -----

// expected-error @below {{invalid kind of attribute specified}}
// expected-error @below {{failed to parse ROCDL_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
"f"() {a = #rocdl.target<link = {x}>} : () -> ()

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse NVVM_MMAShapeAttr parameter 'k' which is to be a `int`}}
"f"() {a = #nvvm.shape<m = 16, n = 8, k = k>} : () -> ()

// -----

// expected-error @below {{expected integer value}}
// expected-error @below {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
"f"() : () -> !llvm.array<n x f32>

// -----

// expected-error @below {{expected string}}
// expected-error @below {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
"f"() : () -> !llvm.target<spirv.Image>

// -----

// expected-error @below {{expected '>'}}
"f"() : () -> !llvm.ptr<3 4>

// -----

// expected-error @below {{expected ')'}}
"f"() : () -> !llvm.func<void (i32 i32)>
