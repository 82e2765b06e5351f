// RUN: pyopt %s --finalize-memref-to-llvm --split-input-file --verify-diagnostics

// A reserved runtime function declared with another type is reported at the
// declaration; the op that needs it stays.

// expected-error@+1 {{redefinition of reserved function 'free' of different type '!llvm.func<void (i64)>' is prohibited}}
llvm.func @free(i64)
func.func @dealloc(%a: memref<4xf32>) {
  memref.dealloc %a : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{redefinition of reserved function 'memrefCopy' of different type '!llvm.func<void (i32)>' is prohibited}}
llvm.func @memrefCopy(i32)
func.func @copy(%b: memref<4x4xf32, strided<[8, 1]>>, %c: memref<4x4xf32>) {
  memref.copy %b, %c : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}

// -----

// expected-error@unknown {{conversion of memref memory space "shared" to integer address space failed. Consider adding memory space conversions.}}
func.func @string_space(%a: memref<2xf32, "shared">, %i: index) -> f32 {
  %0 = memref.load %a[%i] : memref<2xf32, "shared">
  return %0 : f32
}

// -----

func.func @unsigned_space() {
  // expected-error@unknown {{conversion of memref memory space 2 : ui32 to integer address space failed}}
  %0 = memref.alloca() : memref<3xi8, 2 : ui32>
  return
}
