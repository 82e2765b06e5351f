// RUN: pyopt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{repeated DLTI key: index}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, index = 64 : i64>} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "x">} {}

// -----

// expected-error @+1 {{unknown data layout entry name: dlti.foo}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.foo" = 1>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "middle">} {}

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = #dlti.map<"a" = 1>} {}

// -----

// expected-error @+1 {{expected a type or a quoted string}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<5, 3>>} {}

// -----

// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i32, 32 : i64>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = 32>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 = dense<[1, 2, 3]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 64>} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<memref<4xf32> = 3>} {}

// -----

// expected-error @+1 {{empty string as DLTI key is not allowed}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"" = 1>} {}

// -----

// expected-error @+1 {{expected '='}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index 32>} {}

// -----

// expected-error @+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<"CPU" = #dlti.target_device_spec<i32 = 1>>} {}
