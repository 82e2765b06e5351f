"""pyopt: an mlir-opt-style MLIR pass runner in Python."""

__version__ = "0.1.0"
