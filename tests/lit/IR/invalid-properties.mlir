// RUN: pyopt %s --split-input-file --verify-diagnostics
// Generic form: `<{...}>` is converted to the op's properties when the op
// is parsed (the generated setPropertiesFromAttr), before any verifier: an
// attribute of another storage class than the ODS attribute's (StringAttr
// for StrAttr, IntegerAttr for I64Attr, the dialect class for an EnumAttr)
// or a native property's failing convertFromAttribute fails the parse, at
// the op.  The attributes are converted by name, then the native
// properties, then the segment sizes.  Unknown names are dropped; in the
// attribute dictionary a native property's name is a discardable attribute.

// expected-error @+1 {{invalid properties {function_type = 4 : i64, sym_name = 3 : i64} for op func.func: Invalid attribute `function_type` in property conversion: 4 : i64}}
"func.func"() <{sym_name = 3, function_type = 4}> ({}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {arg_attrs = 3 : i32, function_type = !llvm.func<void ()>, sym_name = "f"} for op llvm.func: Invalid attribute `arg_attrs` in property conversion: 3 : i32}}
"llvm.func"() <{sym_name = "f", function_type = !llvm.func<void ()>, arg_attrs = 3 : i32}> ({}) : () -> ()

// -----

func.func @attribute_before_native_property(%p: !llvm.ptr) {
  // expected-error @+1 {{invalid properties {elem_type = i32, noWrapFlags = "x", rawConstantIndices = 4 : i64} for op llvm.getelementptr: Invalid attribute `rawConstantIndices` in property conversion: 4 : i64}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = "x", rawConstantIndices = 4}> : (!llvm.ptr) -> !llvm.ptr
  return
}

// -----

func.func @enum_property(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = "x"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "x"}> : (i32, i32) -> i32
  return
}

// -----

func.func @enum_property_bits(%a: i32) {
  // An i8 -1 converts to 255: not flags the enum has.
  // expected-error @+1 {{'llvm.add' op property 'overflowFlags' failed to satisfy constraint: LLVM integer overflow flags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = -1 : i8}> : (i32, i32) -> i32
  return
}

// -----

func.func @enum_attribute_storage(%a: i32) {
  // The generated CmpIPredicateAttr takes i64 integers of a case only.
  // expected-error @+1 {{invalid properties {predicate = 1 : i32} for op arith.cmpi: Invalid attribute `predicate` in property conversion: 1 : i32}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 1 : i32}> : (i32, i32) -> i1
  return
}

// -----

func.func @dialect_enum(%a: i32) {
  // expected-error @+1 {{invalid properties {overflowFlags = 1 : i32} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 1 : i32}}
  %0 = "arith.addi"(%a, %a) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}

// -----

// expected-error @+1 {{invalid properties {dimension = 0 : i64} for op gpu.thread_id: Invalid attribute `dimension` in property conversion: 0 : i64}}
%0 = "gpu.thread_id"() <{dimension = 0}> : () -> index

// -----

// expected-error @+1 {{invalid properties {name = @a::@b} for op memref.get_global: Invalid attribute `name` in property conversion: @a::@b}}
%0 = "memref.get_global"() <{name = @a::@b}> : () -> memref<f32>

// -----

// expected-error @+1 {{invalid properties {alignment = "s", operandSegmentSizes = array<i32: 0, 0>} for op memref.alloc: Invalid attribute `alignment` in property conversion: "s"}}
%0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>, alignment = "s"}> : () -> memref<f32>

// -----

// expected-error @+1 {{invalid properties {operandSegmentSizes = array<i64: 0, 0>} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
%0 = "memref.alloc"() <{operandSegmentSizes = array<i64: 0, 0>}> : () -> memref<f32>

// -----

// expected-error @+1 {{invalid properties {kind = 1 : i32} for op nvvm.tcgen05.fence: Invalid attribute `kind` in property conversion: 1 : i32}}
"nvvm.tcgen05.fence"() <{kind = 1 : i32}> : () -> ()

// -----

// expected-error @+1 {{invalid properties 3 : i64 for op func.func: expected DictionaryAttr to set properties}}
"func.func"() <3> ({}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {a = 1 : i64} for op func.return: this operation does not support properties}}
"func.return"() <{a = 1}> : () -> ()

// -----

// Without `<{...}>` the attribute dictionary's inherent attributes are
// verified (verifyInherentAttrs); with it, they are set when they convert
// and dropped otherwise, and `<{...}>` overrides them.
// expected-error @+1 {{'func.func' op requires attribute 'function_type'}}
"func.func"() <{sym_name = "f"}> ({}) {function_type = 3} : () -> ()

// -----

func.func @where_the_fault_is(%a: i32) {
  // The conversion fails when the op is made: before the undefined value.
  // expected-error @+1 {{invalid properties {overflowFlags = 7 : i64} for op arith.addi: Invalid attribute `overflowFlags` in property conversion: 7 : i64}}
  %0 = "arith.addi"(%a, %undefined) <{overflowFlags = 7}> : (i32, i32) -> i32
  return
}
