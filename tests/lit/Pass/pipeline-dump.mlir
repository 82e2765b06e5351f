// Pipelines are printed back as mlir-opt prints them: every option, sorted
// by name; anchored flag passes each nested in their own op pipeline.
// RUN: pyopt --dump-pass-pipeline --symbol-dce -print-op-stats=json --strip-debuginfo %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=FLAGS
// RUN: pyopt --dump-pass-pipeline '--pass-pipeline= builtin.module( func.func(strip-debuginfo ,print-op-stats{json=0}), any(strip-debuginfo))' \
// RUN:   %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TEXT
// RUN: pyopt --dump-pass-pipeline '--pass-pipeline=builtin.module()' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY

// FLAGS:      Pass Manager with 3 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   symbol-dce,
// FLAGS-NEXT:   print-op-stats{json=true},
// FLAGS-NEXT:   strip-debuginfo
// FLAGS-NEXT: )
// FLAGS-EMPTY:

// TEXT:      Pass Manager with 2 passes:
// TEXT-NEXT: builtin.module(
// TEXT-NEXT:   func.func(
// TEXT-NEXT:     strip-debuginfo,
// TEXT-NEXT:     print-op-stats{json=false}
// TEXT-NEXT:   ),
// TEXT-NEXT:   any(
// TEXT-NEXT:     strip-debuginfo
// TEXT-NEXT:   )
// TEXT-NEXT: )

// EMPTY:      Pass Manager with 0 passes:
// EMPTY-NEXT: builtin.module(
// EMPTY-EMPTY:
// EMPTY-NEXT: )
func.func @f() {
  return
}
