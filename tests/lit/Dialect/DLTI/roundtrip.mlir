// RUN: pyopt %s | FileCheck %s

// DLTI attributes parse in both entry spellings and print as key = value (DLTI.cpp of 22.1.8).

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>, #dlti.dl_entry<"dlti.endianness", "little">, i8 = dense<8> : vector<2xi64>, f64 = dense<[64, 64]> : vector<2xi64>, !llvm.ptr<1> = dense<[32, 32, 32]> : vector<3xi64>, "dlti.stack_alignment" = 128 : i64, "foo.custom" = 7>} {
  func.func @f() attributes {entry = #dlti.dl_entry<"key", [1, 2]>, map = #dlti.map<"a" = 1, i32 = "b", "nested" = #dlti.map<"c" = true>>} {
    return
  }
  module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<#dlti.dl_entry<"max_vector_op_width", 128>>>} {
  }
  module attributes {dlti.dl_spec = #dlti.dl_spec<>, dlti.map = #dlti.map<>} {
  }
}

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, "dlti.endianness" = "little", i8 = dense<8> : vector<2xi64>, f64 = dense<64> : vector<2xi64>, !llvm.ptr<1> = dense<32> : vector<3xi64>, "dlti.stack_alignment" = 128 : i64, "foo.custom" = 7 : i64>} {
// CHECK-LABEL: func.func @f() attributes {entry = #dlti.dl_entry<"key", [1, 2]>, map = #dlti.map<"a" = 1 : i64, i32 = "b", "nested" = #dlti.map<"c" = true>>} {
// CHECK-NEXT: return
// CHECK: module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 4096 : ui32>, "GPU" = #dlti.target_device_spec<"max_vector_op_width" = 128 : i64>>} {
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<>, dlti.map = #dlti.map<>} {
