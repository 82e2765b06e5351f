// RUN: pyopt %s --split-input-file --verify-diagnostics
// Generic-form ops whose inherent attributes have the wrong kind: the
// constraint of each property (TypeAttrOf<...>, the attribute class) is
// checked before anything relies on the kind.

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({
}) {function_type = i64, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() ({
}) {function_type = (i32) -> i32, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({
}) {function_type = i32, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'async.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"async.func"() ({
}) {function_type = !llvm.func<void ()>, sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'memref.global' op attribute 'type' failed to satisfy constraint: memref type attribute}}
"memref.global"() {type = tensor<4xf32>, sym_name = "g"} : () -> ()

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.blockaddress' op attribute 'block_addr' failed to satisfy constraint: }}
  %0 = "llvm.blockaddress"() {block_addr = 1 : i32} : () -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @g() {
  // expected-error @+1 {{'llvm.blocktag' op attribute 'tag' failed to satisfy constraint: }}
  "llvm.blocktag"() {tag = "t"} : () -> ()
  llvm.return
}
