// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// #nvvm.target / #rocdl.target are ODS `struct(params)`: each value is read
// by its FieldParser (a raw int, a bool, a string literal, an attribute of
// one class); a failed one adds the generator's "failed to parse" error.

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @o_string [#nvvm.target<O = "3">] {
}

// -----

// `true` is a 1-bit integer: as an int it is -1.
// expected-error@+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @o_true [#nvvm.target<O = true>] {
}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @o_wide [#nvvm.target<O = 4294967296>] {
}

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'verifyTarget' which is to be a `bool`}}
gpu.module @bool_two [#nvvm.target<verifyTarget = 2>] {
}

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse ROCDL_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`}}
gpu.module @chip_int [#rocdl.target<chip = 90>] {
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse ROCDL_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
gpu.module @flags_array [#rocdl.target<flags = [1, 2]>] {
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'link' which is to be a `ArrayAttr`}}
gpu.module @link_string [#nvvm.target<link = "libdevice.bc">] {
}

// -----

// A raw integer: no `: type` after it.
// expected-error@+1 {{expected '>'}}
gpu.module @typed_int [#nvvm.target<O = 3 : i32>] {
}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
gpu.module @trailing_comma [#nvvm.target<O = 1, >] {
}

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
gpu.module @no_value [#nvvm.target<flags = >] {
}

// -----

// Every parameter of #nvvm.shape is required, in a counted loop.
// expected-error@+1 {{expected ','}}
"use"() {shape = #nvvm.shape<m = 16, n = 8>} : () -> ()

// -----

// expected-error@+1 {{expected '<'}}
"use"() {shape = #nvvm.shape} : () -> ()

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LdStMatrixShapeAttr parameter 'n' which is to be a `int`}}
"use"() {shape = #nvvm.ld_st_matrix_shape<m = 8, n = "8">} : () -> ()

// -----

// gpu.module's verifier asks each target to check the module: NVVM parses
// the digits after the first three characters of the chip.
// expected-error@+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @old_chip [#nvvm.target<chip = "sm_13">] {
}

// -----

// expected-error@+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @single_digit [#nvvm.target<chip = "sm_9a">] {
}

// -----

// Only the first failing target reports.
// expected-error@+1 {{Minimum NVVM target SM version is sm_20}}
gpu.module @two_bad [#nvvm.target<chip = "sm_10">, #nvvm.target<chip = "sm_11">] {
}

// -----

// verifyTarget = false skips the check; other prefixes with digits pass.
gpu.module @unchecked [#nvvm.target<chip = "sm_10", verifyTarget = false>] {
}
gpu.module @other_prefix [#nvvm.target<chip = "gfx90a">] {
}
gpu.module @bools [#nvvm.target<O = false, verifyTarget = 1>, #rocdl.target<O = 0x3>] {
}
