// RUN: pyopt %s --split-input-file --verify-diagnostics

// Constrained intrinsics: enum attribute checks and keyword parse errors.
// Messages: mlir-opt 22.1.8's.

llvm.func @a(%a: f64) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fptrunc' op attribute 'roundingmode' failed to satisfy constraint: LLVM Rounding Mode whose minimum value is 0}}
  %0 = "llvm.intr.experimental.constrained.fptrunc"(%a) {fpExceptionBehavior = 0 : i64, roundingmode = -1 : i64} : (f64) -> f32
  llvm.return
}

// -----

llvm.func @b(%a: f64) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.fpext' op attribute 'fpExceptionBehavior' failed to satisfy constraint: LLVM Exception Behavior}}
  %0 = "llvm.intr.experimental.constrained.fpext"(%a) {fpExceptionBehavior = 3 : i64} : (f64) -> f32
  llvm.return
}

// -----

llvm.func @c(%a: f64) {
  // expected-error @+1 {{'llvm.intr.experimental.constrained.uitofp' op requires attribute 'roundingmode'}}
  %0 = "llvm.intr.experimental.constrained.uitofp"(%a) {fpExceptionBehavior = 0 : i64} : (f64) -> f32
  llvm.return
}

// -----

llvm.func @d(%a: f64) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.sitofp' expected string or keyword containing one of the following enum values for attribute 'roundingmode' [towardzero, tonearest, upward, downward, tonearestaway, dynamic, invalid]}}
  %0 = llvm.intr.experimental.constrained.sitofp %a zzz ignore : f64 to f32
  llvm.return
}

// -----

llvm.func @e(%a: f64) {
  // expected-error @+1 {{custom op 'llvm.intr.experimental.constrained.fpext' expected string or keyword containing one of the following enum values for attribute 'fpExceptionBehavior' [ignore, maytrap, strict]}}
  %0 = llvm.intr.experimental.constrained.fpext %a invalid : f64 to f32
  llvm.return
}
