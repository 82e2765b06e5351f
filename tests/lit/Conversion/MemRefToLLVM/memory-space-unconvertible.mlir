// RUN: pyopt --convert-to-llvm %s 2>&1 | FileCheck %s

// A memory space with no integer conversion: each attempt to build the
// descriptor reports it (an error at an unknown location that does not fail
// the pass); the type converter remembers the failure, a signature
// conversion asks again. The ops stay unconverted.

func.func @m(%m: memref<4xf32, #gpu.address_space<workgroup>>, %i: index) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32, #gpu.address_space<workgroup>>
  %1 = memref.load %m[%i] : memref<4xf32, #gpu.address_space<workgroup>>
  return %0 : f32
}

func.func @s(%m: memref<4xf32, "foo">) {
  return
}

// CHECK: <unknown>:0: error: conversion of memref memory space #gpu.address_space<workgroup> to integer address space failed. Consider adding memory space conversions.
// CHECK-NEXT: <unknown>:0: error: conversion of memref memory space #gpu.address_space<workgroup> to integer address space failed. Consider adding memory space conversions.
// CHECK-NEXT: <unknown>:0: error: conversion of memref memory space "foo" to integer address space failed. Consider adding memory space conversions.
// CHECK: func.func @m(%arg0: memref<4xf32, #gpu.address_space<workgroup>>, %arg1: index) -> f32 {
// CHECK: memref.load %arg0[%{{.*}}] : memref<4xf32, #gpu.address_space<workgroup>>
// CHECK: func.func @s(%arg0: memref<4xf32, "foo">) {
