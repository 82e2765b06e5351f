// RUN: pyopt %s --split-input-file --verify-diagnostics
// SameOperandsAndResultShape: scalable and fixed-length vectors never mix
// (verifyCompatibleShapes); among scalable ones only the sizes count.

func.func @scalable_mismatch(%v: vector<4xi32>) {
  // expected-error @+1 {{'arith.sitofp' op requires the same shape for all operands and results}}
  %0 = arith.sitofp %v : vector<4xi32> to vector<[4]xf32>
  return
}

// -----

func.func @scalable_match(%v: vector<[4]xi32>) -> vector<[4]xf32> {
  %0 = arith.sitofp %v : vector<[4]xi32> to vector<[4]xf32>
  return %0 : vector<[4]xf32>
}

// -----

func.func @scalable_positions(%v: vector<2x[4]xi8>) -> vector<[2]x4xi32> {
  %0 = arith.extsi %v : vector<2x[4]xi8> to vector<[2]x4xi32>
  return %0 : vector<[2]x4xi32>
}

// -----

func.func @fixed_and_scalable(%v: vector<2x[4]xi8>) {
  // expected-error @+1 {{'arith.extsi' op requires the same shape for all operands and results}}
  %0 = arith.extsi %v : vector<2x[4]xi8> to vector<2x4xi32>
  return
}
