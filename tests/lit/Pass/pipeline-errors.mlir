// Pipeline mistakes: mlir-opt's words, exit 1, nothing on stdout.
// RUN: not pyopt --pass-pipeline='builtin.module(symbol-dce, func.func(no-such-pass))' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNKNOWN
// RUN: not pyopt --pass-pipeline=symbol-dce %s 2>&1 | FileCheck %s --check-prefix=ANCHOR
// RUN: not pyopt --pass-pipeline='builtin.module(symbol-dce))' %s 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: not pyopt --pass-pipeline='func.func(symbol-dce)' %s 2>&1 | FileCheck %s --check-prefix=MISNEST
// RUN: not pyopt --print-op-stats=bogus=1 %s 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not pyopt --print-op-stats=json=maybe %s 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not pyopt --pass-pipeline='builtin.module(symbol-dce)' --strip-debuginfo %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BOTH
// RUN: not pyopt --no-such-pass %s 2>&1 | FileCheck %s --check-prefix=FLAG
// RUN: not pyopt --pass-pipeline='builtin.module(func.func(symbol-dce))' %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FAILS
// RUN: not pyopt --pass-pipeline='builtin.module(nope)' %s | count 0

// UNKNOWN: {{^}}<unknown>:0: error: MLIR Textual PassPipeline Parser:1:23: error: 'no-such-pass' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: {{^}}symbol-dce, func.func(no-such-pass)
// UNKNOWN-NEXT: {{^                      \^$}}
// ANCHOR: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'
// PAREN: error: MLIR Textual PassPipeline Parser:1:11: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline
// MISNEST: pipeline-errors.mlir:0:0: error: can't run 'func.func' pass manager on 'builtin.module' op
// OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option bogus
// VALUE:      pyopt: for the --json option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// VALUE-NEXT: <unknown>:0: error: {{$}}
// BOTH: <unknown>:0: error: '-pass-pipeline' option can't be used with individual pass options
// FLAG: pyopt: Unknown command line argument '--no-such-pass'.  Try: 'pyopt --help'
// FAILS: pipeline-errors.mlir:[[@LINE+1]]:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
func.func @f() {
  return
}
