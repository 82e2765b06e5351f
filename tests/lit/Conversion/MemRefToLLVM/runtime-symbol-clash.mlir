// RUN: pyopt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: pyopt %s --finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s --check-prefix=ALIGNED
// RUN: not pyopt %s --convert-to-llvm 2>&1 | FileCheck %s --check-prefix=NOTABLE
// Expected output: mlir-opt 22.1.8 with the same flags.

// A module symbol that is no llvm.func does not count as the runtime
// function's declaration. finalize-memref-to-llvm (the only pass with a
// SymbolTableCollection in 22.1.8) declares a renamed one (`name_<n>`, n
// counting per module); convert-to-llvm declares the plain name and the
// verifier reports the redefinition.

func.func @f(%m: memref<?xf32>, %u: memref<*xf32>, %w: memref<*xf32>, %n: index) {
  memref.dealloc %m : memref<?xf32>
  %a = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  memref.copy %u, %w : memref<*xf32> to memref<*xf32>
  return
}
func.func private @free(!llvm.ptr)
func.func private @malloc(i64) -> !llvm.ptr
func.func private @aligned_alloc(i64, i64) -> !llvm.ptr
func.func private @memrefCopy()

// CHECK:   llvm.func @memrefCopy_2(i64, !llvm.ptr, !llvm.ptr)
// CHECK:   llvm.func @malloc_1(i64) -> !llvm.ptr
// CHECK:   llvm.func @free_0(!llvm.ptr)
// CHECK:   func.func @f(%arg0: memref<?xf32>, %arg1: memref<*xf32>, %arg2: memref<*xf32>, %arg3: index) {
// CHECK:     llvm.call @free_0(%4) : (!llvm.ptr) -> ()
// CHECK:     %11 = llvm.call @malloc_1(%10) : (i64) -> !llvm.ptr
// CHECK:     llvm.call @memrefCopy_2(%32, %28, %29) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK:   func.func private @free(!llvm.ptr)
// CHECK:   func.func private @malloc(i64) -> !llvm.ptr
// CHECK:   func.func private @aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK:   func.func private @memrefCopy()
// ALIGNED:   llvm.func @memrefCopy_2(i64, !llvm.ptr, !llvm.ptr)
// ALIGNED:   llvm.func @aligned_alloc_1(i64, i64) -> !llvm.ptr
// ALIGNED:   llvm.func @free_0(!llvm.ptr)
// ALIGNED:     llvm.call @free_0(%4) : (!llvm.ptr) -> ()
// ALIGNED:     %15 = llvm.call @aligned_alloc_1(%9, %14) : (i64, i64) -> !llvm.ptr
// ALIGNED:     llvm.call @memrefCopy_2(%29, %25, %26) : (i64, !llvm.ptr, !llvm.ptr) -> ()

// NOTABLE: {{.*}}:18:1: error: redefinition of symbol named 'free'
// NOTABLE-NEXT: func.func private @free(!llvm.ptr)
