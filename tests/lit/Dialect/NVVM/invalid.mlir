// RUN: pyopt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @bad_opt [#nvvm.target<O = 4>] {
}

// -----

// expected-error @+1 {{The target triple cannot be empty.}}
gpu.module @bad_triple [#nvvm.target<triple = "">] {
}

// -----

// expected-error @+1 {{The target chip cannot be empty.}}
gpu.module @bad_chip [#nvvm.target<chip = "">] {
}

// -----

// expected-error @+1 {{All the elements in the `link` array must be strings.}}
gpu.module @bad_link [#nvvm.target<link = [1]>] {
}

// -----

// expected-error @+1 {{'gpu.module' op attribute 'targets' failed to satisfy constraint: array of GPU target attributes with at least 1 elements}}
gpu.module @no_targets [] {
}

// -----

// expected-error @+1 {{'"nvvm.maxntid"' attribute must be integer array with maximum 3 index}}
llvm.func @bad_maxntid() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 2, 3, 4>} {
  llvm.return
}

// -----

// expected-error @+1 {{'"nvvm.minctasm"' attribute must be integer constant}}
llvm.func @bad_minctasm() attributes {nvvm.kernel, nvvm.minctasm = "x"} {
  llvm.return
}

// -----

func.func @bad_sreg_type() {
  // expected-error @+1 {{'nvvm.read.ptx.sreg.tid.x' op result #0 must be LLVM dialect-compatible type, but got 'memref<4xf32>'}}
  %0 = nvvm.read.ptx.sreg.tid.x : memref<4xf32>
  return
}

// -----

func.func @bad_shfl_kind(%m : i32, %f : f32) {
  // expected-error @+2 {{expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error @+1 {{custom op 'nvvm.shfl.sync' failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync sideways %m, %f, %m, %m : f32 -> f32
  return
}
