// RUN: pyopt %s --split-input-file --verify-diagnostics
// Arith_CastOp's SameInputOutputTensorDims, a predicate checked with the
// op's own invariants and so before SameOperandsAndResultShape: a tensor
// casts only to a tensor of the very same shape (no dynamic size matching
// a static one, no unranked tensor matching a ranked one).

func.func @vector_to_unranked(%a: vector<2x4xi64>) {
  // expected-error @+1 {{'arith.sitofp' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.sitofp"(%a) : (vector<2x4xi64>) -> tensor<*xf32>
  return
}

// -----

func.func @different_sizes(%a: tensor<2xi32>) {
  // expected-error @+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = "arith.extsi"(%a) : (tensor<2xi32>) -> tensor<3xi64>
  return
}

// -----

func.func @dynamic_to_static(%a: tensor<?xindex>) {
  // expected-error @+1 {{'arith.index_cast' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.index_cast %a : tensor<?xindex> to tensor<2xi32>
  return
}

// -----

func.func @vector_sizes(%a: vector<2xf16>) {
  // expected-error @+1 {{'arith.extf' op requires the same shape for all operands and results}}
  %0 = arith.extf %a : vector<2xf16> to vector<3xf32>
  return
}

// -----

func.func @fine(%a: tensor<*xi32>, %b: tensor<?x2xf32>) {
  %0 = arith.extsi %a : tensor<*xi32> to tensor<*xi64>
  %1 = arith.fptosi %b : tensor<?x2xf32> to tensor<?x2xi8>
  return
}
