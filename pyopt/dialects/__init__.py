"""One module (or package) per dialect; imported lazily via
pyopt.ir.registry."""
