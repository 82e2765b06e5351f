// RUN: pyopt %s --split-input-file --verify-diagnostics

// Which property error comes first: missing required ones by sorted name, constraint failures in declaration order (parse-time dictionary checks by name); an absent operandSegmentSizes is all zeros.
// Messages: mlir-opt 22.1.8's.

llvm.func @missing_by_name(%x: i32) {
  // expected-error @+1 {{'rocdl.update.dpp' op requires attribute 'bankMask'}}
  %1 = "rocdl.update.dpp"(%x, %x) <{rowMask = 1 : i32, dppCtrl = 1 : i32}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @constraints_in_declaration_order(%x: i32) {
  // expected-error @+1 {{'rocdl.update.dpp' op attribute 'dppCtrl' failed to satisfy constraint: 32-bit signless integer attribute}}
  %1 = "rocdl.update.dpp"(%x, %x) <{rowMask = 1 : i64, bankMask = 1 : i64, dppCtrl = 1 : i64, boundCtrl = 1 : i64}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @attribute_dictionary_by_name(%x: i32) {
  // expected-error @+1 {{'rocdl.update.dpp' op attribute 'bankMask' failed to satisfy constraint: 32-bit signless integer attribute}}
  %1 = "rocdl.update.dpp"(%x, %x) {rowMask = 1 : i64, bankMask = 1 : i64, dppCtrl = 1 : i64, boundCtrl = 1 : i64} : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @wmma_load_missing(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op requires attribute 'eltype'}}
  %0 = "nvvm.wmma.load"(%p, %x) : (!llvm.ptr, i32) -> !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @absent_segment_sizes(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.global.shared.cta' op operand count (3) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "nvvm.cp.async.bulk.global.shared.cta"(%g, %s, %i) : (!llvm.ptr<1>, !llvm.ptr<3>, i32) -> ()
  llvm.return
}
