// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Parser::parseFloatFromIntegerLiteral: an integer where a float is expected is
// its bit pattern in hexadecimal; a decimal integer is refused, in scalars,
// dense and sparse elements, dense arrays and complex parts alike.

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = dense<1> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = dense<[1.5, - 2]> : vector<2xf64>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = 42 : f32} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = array<f32: 1, 2>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = dense<[(1, 2)]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
"foo.op"() {v = sparse<[[0]], [1]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float literal should not have a leading minus}}
"foo.op"() {v = dense<[- 0x7F800000]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"foo.op"() {v = array<f32: 0x3F800000, 0x100000000>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {v = dense<[1.0, true]> : tensor<2xf32>} : () -> ()

// -----

// expected-error @+1 {{expected floating point literal}}
"foo.op"() {v = array<f32: false>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"foo.op"() {v = dense<[true, false]> : tensor<2xindex>} : () -> ()

// -----

// Hexadecimal bit patterns and bools where they belong.
"foo.op"() {a = dense<0x3F800000> : tensor<2xf32>, b = 0x3c00 : f16, c = array<f32: 0x3F800000>,
            d = dense<[true, false]> : tensor<2xi1>, e = array<i1: true, false>} : () -> ()
