// RUN: pyopt --symbol-dce --split-input-file %s | FileCheck %s
// RUN: pyopt --pass-pipeline='builtin.module(builtin.module(symbol-dce))' --split-input-file %s \
// RUN:   | FileCheck %s --check-prefix=NESTED

// Private symbols nothing refers to go; references keep symbols (and what
// they refer to) alive; public symbols stay.
// CHECK-LABEL: module {
// CHECK-NOT:     @dead
// CHECK:         func.func private @callee()
// CHECK:         func.func private @chain_end()
// CHECK:         func.func private @chain_start()
// CHECK:         func.func @pub()
// CHECK-NOT:     @dead
module {
  func.func private @dead() {
    return
  }
  func.func private @callee()
  func.func private @chain_end()
  func.func private @chain_start() {
    call @chain_end() : () -> ()
    return
  }
  func.func @pub() {
    call @callee() : () -> ()
    call @chain_start() : () -> ()
    return
  }
}

// -----

// In the top-level module (hidden from any parent) `nested` symbols can go
// too.  Run on the public nested module alone, only its private symbols can,
// and a reference from outside it does not count.
// CHECK:       module {
// CHECK-NEXT:    module @m {
// CHECK-NEXT:      func.func @p() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:      func.func private @kept()
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @uses() attributes {refs = [@m::@kept]} {

// NESTED:      func.func @pub()
// NESTED:      func.func nested @top_nested()
// NESTED-NEXT:   module @m {
// NESTED-NEXT:     func.func nested @n()
// NESTED-NEXT:     func.func @p() {
// NESTED-NEXT:       return
// NESTED-NEXT:     }
// NESTED-NEXT:   }
// NESTED-NEXT:   func.func @uses() attributes {refs = [@m::@kept]} {
module {
  func.func nested @top_nested()
  module @m {
    func.func nested @n()
    func.func @p() {
      return
    }
    func.func private @q()
    func.func private @kept()
  }
  func.func @uses() attributes {refs = [@m::@kept]} {
    return
  }
}
