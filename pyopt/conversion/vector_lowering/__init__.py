"""The pieces of MLIR's vector -> LLVM lowering: the conversion patterns of
ConvertVectorToLLVM.cpp split by kind (memory, reductions, printing,
scalable vectors), and the greedy vector-to-vector lowerings of
Dialect/Vector/Transforms/Lower*.cpp that `convert-vector-to-llvm` runs first."""
