// RUN: pyopt %s --split-input-file --verify-diagnostics
// Parser::parseVectorDimensionList: a scalable `[n` must be closed right
// after its size (a wrong-token error, where the size ends).

// expected-error @below {{missing ']' closing scalable dimension}}
func.func private @open_scalable(vector<[8xi1>)

// -----

// expected-error @below {{missing ']' closing scalable dimension}}
func.func private @open_scalable_inner(vector<4x[ 2 x 2]xf16>)
