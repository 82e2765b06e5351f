// RUN: pyopt %s --split-input-file --verify-diagnostics

// ModuleFlagAttr::verify (at the `<`) and the parse errors of the module
// flag attributes' assembly formats, inside the attribute, followed by the
// error of the enclosing parameter. Messages: mlir-opt 22.1.8's.

// expected-error @+1 {{only integer and string values are currently supported for unknown key '"k"'}}
llvm.module_flags [#llvm.mlir.module_flag<error, "k", 1.5>]

// -----

// expected-error @+1 {{'CG Profile' key expects an array of '#llvm.cgprofile_entry'}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", ["x"]>]

// -----

// expected-error @+2 {{expected one of [error, warning, require, override, append, append_unique, max, min] for LLVM Module Flag Behavior, got: always}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'behavior' which is to be a `ModFlagBehavior`}}
llvm.module_flags [#llvm.mlir.module_flag<always, "k", 1>]

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{failed to parse ModuleFlagCGProfileEntryAttr parameter 'count' which is to be a `uint64_t`}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<count = many>]>]

// -----

// expected-error @+2 {{struct is missing required parameter: num_functions}}
// expected-error @+1 {{failed to parse ModuleFlagAttr parameter 'value' which is to be a `Attribute`}}
llvm.module_flags [#llvm.mlir.module_flag<error, "ProfileSummary", #llvm.profile_summary<format = SampleProfile, total_count = 1, max_count = 1, max_internal_count = 1, max_function_count = 1, num_counts = 1, detailed_summary = <cut_off = 1, min_count = 1, num_counts = 1>>>]

// -----

// expected-error @+2 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: all}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'argMem' which is to be a `ModRefInfo`}}
llvm.func @bad_mod_ref() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = all, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @missing_locations() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>}
