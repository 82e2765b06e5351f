// RUN: pyopt %s --split-input-file --verify-diagnostics
// AffineParser's messages for malformed maps, where it reports them.

// expected-error @+1 {{expected '(' in affine map range}}
#range = affine_map<(d0) [s0] -> d0 + s0>

// -----

// expected-error @+1 {{expected ')' in affine map range}}
#unclosed = affine_map<(d0, d1) -> (d0 d1)>

// -----

// expected-error @+1 {{missing right operand of binary operator}}
#dangling = affine_map<(d0, d1) -> (d0 + , d1)>

// -----

// expected-error @+1 {{missing left operand of binary operator}}
#leading = affine_map<(d0, d1) -> (d0, * d1)>

// -----

// expected-error @+1 {{no expression inside parentheses}}
#empty = affine_map<(d0) -> ((), d0)>

// -----

// expected-error @+1 {{expected affine expression}}
#nothing = affine_map<(d0) -> (, d0)>

// -----

// expected-error @+1 {{use of undeclared identifier}}
#keyword = affine_map<(d0) -> (mod d0 4)>

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#no_equal affine_map<(d0) -> (d0)>

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!no_equal_type i32
