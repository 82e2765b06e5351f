// RUN: not pyopt %s --gpu-async-region 2>&1 | FileCheck %s

// gpu.launch must be outlined first.
func.func @launch() {
  %c1 = arith.constant 1 : index
  // CHECK: :[[@LINE+1]]:3: error: 'gpu.launch' op replace with gpu.launch_func first
  gpu.launch blocks(%bx, %by, %bz) in (%x = %c1, %y = %c1, %z = %c1) threads(%tx, %ty, %tz) in (%a = %c1, %b = %c1, %c = %c1) {
    gpu.terminator
  }
  return
}
