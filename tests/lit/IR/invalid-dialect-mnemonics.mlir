// RUN: pyopt %s --split-input-file --verify-diagnostics
// An unknown mnemonic in a registered dialect's attribute or type is an
// error at the mnemonic: named by dialects that define attributes (the
// ODS-generated parsers), 'no parsing hook' for the others.
// expected-error @+1 {{unknown attribute `nosuch` in dialect `llvm`}}
func.func private @f() attributes {test.a = #llvm.nosuch<1>}

// -----

// expected-error @+1 {{unknown attribute `not_an_attr` in dialect `llvm`}}
func.func private @f() attributes {test.a = #llvm.not_an_attr}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `llvm`}}
func.func private @f() attributes {test.a = #llvm<nosuch>}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `nvvm`}}
func.func private @f() attributes {test.a = #nvvm.nosuch}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `nvvm`}}
func.func private @f() attributes {test.a = #nvvm<nosuch x>}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `rocdl`}}
func.func private @f() attributes {test.a = #rocdl.nosuch<1>}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `gpu`}}
func.func private @f() attributes {test.a = #gpu<nosuch x>}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `arith`}}
func.func private @f() attributes {test.a = #arith.nosuch}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `vector`}}
func.func private @f() attributes {test.a = #vector.nosuch}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `index`}}
func.func private @f() attributes {test.a = #index<nosuch x>}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `complex`}}
func.func private @f() attributes {test.a = #complex.nosuch}

// -----

// expected-error @+1 {{unknown attribute `nosuch` in dialect `ub`}}
func.func private @f() attributes {test.a = #ub.nosuch}

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
func.func private @f() attributes {test.a = #func.nosuch}

// -----

// expected-error @+1 {{dialect 'memref' provides no attribute parsing hook}}
func.func private @f() attributes {test.a = #memref.nosuch}

// -----

// expected-error @+1 {{dialect 'builtin' provides no attribute parsing hook}}
func.func private @f() attributes {test.a = #builtin.nosuch}

// -----

// expected-error @+1 {{dialect 'nvvm' provides no type parsing hook}}
func.func private @f() -> !nvvm.nosuch

// -----

// expected-error @+1 {{dialect 'rocdl' provides no type parsing hook}}
func.func private @f() -> !rocdl.nosuch

// -----

// expected-error @+1 {{unknown gpu type: nosuch}}
func.func private @f() -> !gpu.nosuch

// -----

// expected-error @+1 {{unknown  type `nosuch` in dialect `async`}}
func.func private @f() -> !async.nosuch

// -----

// expected-error @+1 {{dialect 'arith' provides no type parsing hook}}
func.func private @f() -> !arith.nosuch

// -----

// expected-error @+1 {{dialect 'complex' provides no type parsing hook}}
func.func private @f() -> !complex.nosuch
