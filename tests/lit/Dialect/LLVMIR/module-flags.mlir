// RUN: pyopt %s --split-input-file | FileCheck %s
// RUN: pyopt %s --split-input-file | pyopt --split-input-file | FileCheck %s

// The module flag attributes print as their assembly formats do: the
// behavior keyword, the key, the value as an attribute (an integer with its
// type), CG profile entries and a profile summary as structs.

// CHECK: llvm.module_flags [#llvm.mlir.module_flag<min, "a", 7 : i64>, #llvm.mlir.module_flag<append_unique, "b", -1 : i8>, #llvm.mlir.module_flag<require, "c", "text">]
llvm.module_flags [#llvm.mlir.module_flag<min,"a",7>, #llvm.mlir.module_flag< append_unique , "b", -1 : i8>, #llvm.mlir.module_flag<require, "c", "text">]

// -----

llvm.func @g()
// CHECK: #llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<from = @g, count = 2>, #llvm.cgprofile_entry<to = @g, count = 0>]>
llvm.module_flags [#llvm.mlir.module_flag<append, "CG Profile", [#llvm.cgprofile_entry<count=2, from=@g>, #llvm.cgprofile_entry<to = @g,count = 0>]>]

// -----

// CHECK: #llvm.profile_summary<format = CSInstrProf, total_count = 10, max_count = 9, max_internal_count = 8, max_function_count = 7, num_counts = 6, num_functions = 5, partial_profile_ratio = 2.500000e-01 : f64, detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>, <cut_off = 4, min_count = 5, num_counts = 6>>
llvm.module_flags [#llvm.mlir.module_flag<max, "ProfileSummary", #llvm.profile_summary<format = "CSInstrProf", total_count = 10, max_count = 9, max_internal_count = 8,
  // a comment inside the attribute
  max_function_count = 7, num_counts = 6, num_functions = 5, partial_profile_ratio = 0.25,
  detailed_summary = <cut_off = 1, min_count = 2, num_counts = 3>, <cut_off = 4, min_count = 5, num_counts = 6>>>]
