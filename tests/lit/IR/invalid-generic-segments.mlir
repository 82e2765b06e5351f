// RUN: pyopt %s --split-input-file --verify-diagnostics
// Generic form and ODS properties: operandSegmentSizes is a property, all
// zeros unless given; in the attribute dictionary it is read only when it
// converts (an i32 array of the right length), else dropped; in the
// properties `<{...}>` a wrong length fails the parse.  A registered op
// that is no terminator may not have a successor list.

func.func @missing_sizes(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "gpu.alloc"(%i) : (index) -> memref<?xf32>
  return
}

// -----

func.func @sizes_of_wrong_length_in_dictionary(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op operand count (1) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "gpu.alloc"(%i) {operandSegmentSizes = array<i32: 0, 1>} : (index) -> memref<?xf32>
  return
}

// -----

func.func @sizes_of_wrong_length_in_properties(%i: index) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 0, 1, 0, 0>} for op gpu.alloc: size mismatch in attribute conversion: 4 vs 3}}
  %0 = "gpu.alloc"(%i) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @no_operands_no_sizes() {
  %0 = "gpu.alloc"() : () -> memref<4xf32>
  return
}

// -----

func.func @successors_of_no_terminator(%a: i32) {
  // expected-error @+1 {{successors in non-terminator}}
  %0 = "arith.addi"(%a, %a) [^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

// ODS checks an op's attributes in the order of their names, here
// arg_attrs (an array of dictionaries) before sym_name.
// expected-error @+1 {{'func.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"func.func"() ({
}) {sym_name = 1 : i32, function_type = () -> (), arg_attrs = [3 : i32]} : () -> ()
