// RUN: pyopt %s --split-input-file --verify-diagnostics
// Hex elements: Token::getHexStringValue (`0x`, then pairs of hex digits) at
// the string, then DenseElementsAttr::isValidRawBuffer (the storage of every
// element, or of one: a splat; i1 packed by the bit, or one 0x00/0xFF byte)
// at the `dense` keyword.

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
%a = arith.constant dense<"0x123"> : tensor<2xi8>

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
%a = arith.constant dense<"0xZZ"> : tensor<2xi8>

// -----

// expected-error @+1 {{expected string containing hex digits starting with `0x`}}
%a = arith.constant dense<"ab"> : tensor<2xi8>

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi8>'}}
%a = arith.constant dense<"0x"> : tensor<2xi8>

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<2xi16>'}}
%a = arith.constant dense<"0x010203"> : tensor<2xi16>

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<9xi1>'}}
%a = arith.constant dense<"0x01"> : tensor<9xi1>

// -----

%a = arith.constant dense<"0xFF"> : tensor<9xi1>
%b = arith.constant dense<"0xFF01"> : tensor<9xi1>
%c = arith.constant dense<"0x0100"> : tensor<3xi16>
%d = arith.constant dense<"0x0000803F00000040"> : tensor<3xcomplex<f32>>
