// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Builtin type and literal checks of MLIR's parser and type verifiers:
// memref parameters (layouts, then one memory space of a supported kind),
// dimension sizes (at most INT64_MAX), integer elements of a dense literal
// (they must fit the element type: buildAttributeAPInt).

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @space_of_array(memref<4xf32, [1]>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @space_of_float(memref<*xf32, 1.0 : f32>)

// -----

// An unregistered dialect's attribute is builtin's opaque attribute.
// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @space_of_unknown_dialect(memref<4xf32, #nodialect.space>)

// -----

// Integers (any width), strings, dictionaries and dialect attributes are
// memory spaces; an integer 0 is the default one.
func.func private @fine(memref<4xf32, 7 : i8>, memref<4xf32, "global">, memref<4xf32, {a = 1}>,
                        memref<4xf32, #gpu.address_space<workgroup>>, memref<4xf32, 0 : i32>)

// -----

// expected-error @+1 {{multiple memory spaces specified in memref type}}
func.func private @two_spaces(memref<4xf32, 1, 2>)

// -----

// expected-error @+1 {{expected memory space to be last in memref type}}
func.func private @space_before_layout(memref<4xf32, 1, strided<[1]>>)

// -----

// expected-error @+1 {{cannot have affine map for unranked memref type}}
func.func private @unranked_layout(memref<*xf32, affine_map<(d0) -> (d0)>>)

// -----

// expected-error @+1 {{invalid dimension}}
func.func private @huge_memref(memref<9223372036854775808xf32>)

// -----

// expected-error @+1 {{invalid dimension}}
func.func private @huge_tensor(tensor<2x?x99999999999999999999xf32>)

// -----

// expected-error @+1 {{invalid dimension}}
func.func private @huge_vector(vector<[18446744073709551616]xf32>)

// -----

func.func private @largest_dimension(tensor<9223372036854775807xf32>)

// -----

func.func @dense_too_big() {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<[1, 256]> : tensor<2xi8>
  return
}

// -----

func.func @dense_too_small() {
  // expected-error @+1 {{integer constant out of range for type}}
  %0 = arith.constant dense<-129> : vector<2xi8>
  return
}

// -----

func.func @dense_negative_unsigned() {
  // expected-error @+1 {{expected unsigned integer elements, but parsed negative value}}
  "foo.use"() {v = dense<-1> : tensor<2xui8>} : () -> ()
  return
}

// -----

func.func @dense_signed_overflow() {
  // expected-error @+1 {{integer constant out of range for type}}
  "foo.use"() {v = dense<128> : tensor<2xsi8>} : () -> ()
  return
}

// -----

func.func @dense_index_overflow() {
  // expected-error @+1 {{integer constant out of range for type}}
  "foo.use"() {v = dense<9223372036854775808> : tensor<2xindex>} : () -> ()
  return
}

// -----

// The full unsigned range of a signless element is accepted (as its bits).
func.func @dense_signless_bits() {
  "foo.use"() {v = dense<[255, -128]> : tensor<2xi8>, w = dense<18446744073709551615> : tensor<1xui64>} : () -> ()
  return
}
