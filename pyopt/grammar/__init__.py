"""Package data: the core grammar (mlir.lark) and the parse tables generated
from it and the op declarations (tables.bin, scanners-*.bin: see
pyopt/ir/tables.py and `make tables`)."""
