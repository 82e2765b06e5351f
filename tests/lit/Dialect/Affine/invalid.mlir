// RUN: pyopt --allow-unregistered-dialect --split-input-file --verify-diagnostics %s
// Diagnostics checked against mlir-opt 22.1.8.

func.func @apply_mismatch(%i: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)>(%i)[%i]
  return
}

// -----

func.func @apply_operand_count(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%i, %i) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_two_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_non_index(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %0 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @min_operand_count(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%i)
  return
}

// -----

func.func @load_rank(%A: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4x4xf32>, index) -> f32
  return
}

// -----

func.func @load_subscripts(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%A, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @load_result_type(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%A, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> f16
  return
}

// -----

func.func @load_invalid_dim(%A: memref<4xf32>) {
  affine.for %x = 0 to 10 {
    %c = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%c] : memref<4xf32>
  }
  return
}

// -----

func.func @load_iv_as_symbol(%A: memref<4xf32>) {
  affine.for %x = 0 to 10 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%x)] : memref<4xf32>
  }
  return
}

// -----

func.func @load_non_affine(%A: memref<4xf32>, %i: index, %j: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %A[%i * %j] : memref<4xf32>
  return
}

// -----

func.func @load_non_affine_div(%A: memref<4xf32>, %i: index, %j: index) {
  // expected-error@+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
  %v = affine.load %A[%i floordiv %j] : memref<4xf32>
  return
}

// -----

func.func @store_value_type(%A: memref<4xf32>, %i: index, %v: f16) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%v, %A, %i) <{map = affine_map<(d0) -> (d0)>}> : (f16, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @vector_load_element(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %A[%i] : memref<4xf32>, vector<4xf16>
  return
}

// -----

func.func @prefetch_rw(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %A[%i], rw, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%A: memref<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %A[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

func.func @for_negative_step() {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %x = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_multi_result_lower(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %x = affine_map<(d0, d1) -> (d0, d1)>(%i, %i) to 10 {
  }
  return
}

// -----

func.func @for_multi_result_upper(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %x = 0 to affine_map<(d0, d1) -> (d0, d1)>(%i, %i) {
  }
  return
}

// -----

func.func @for_two_bound_operands(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %x = %i, %i to 10 {
  }
  return
}

// -----

func.func @for_bad_bound() {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %x = "foo" to 10 {
  }
  return
}

// -----

func.func @for_dim_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %x = affine_map<(d0, d1) -> (d0 + d1)>(%i) to 10 {
  }
  return
}

// -----

func.func @for_symbol_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %x = affine_map<(d0)[s0] -> (d0 + s0)>(%i) to 10 {
  }
  return
}

// -----

func.func @for_invalid_symbol() {
  affine.for %x = 0 to 10 {
    %c = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %y = 0 to %c {
    }
  }
  return
}

// -----

func.func @for_inits(%i: index) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  "affine.for"(%i) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @for_step_kind() {
  // expected-error@+1 {{'affine.for' op attribute 'step' failed to satisfy constraint: index attribute}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : i64, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0(%x: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_yield_count(%i: index) {
  %r = affine.for %x = 0 to 10 iter_args(%a = %i) -> (index) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @for_yield_type(%i: index, %f: f32) {
  %r = affine.for %x = 0 to 10 iter_args(%a = %i) -> (index) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %f : f32
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
  "affine.yield"() : () -> ()
}

// -----

func.func @if_symbol_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%i)[%i] {
  }
  return
}

// -----

func.func @if_dim_count(%i: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}

// -----

func.func @if_results_without_else(%i: index) {
  // expected-error@+2 {{'affine.if' op along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  // expected-note@+1 {{region branch point}}
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
    affine.yield %i : index
  }
  return
}

// -----

func.func @if_invalid_dim(%A: memref<4xf32>) {
  affine.for %x = 0 to 10 {
    %c = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%c) {
    }
  }
  return
}

// -----

func.func @parallel_bad_reduction() {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "foo"}}
  %0 = affine.parallel (%x) = (0) to (10) reduce ("foo") -> f32 {
  }
  return
}

// -----

func.func @parallel_reduction_type(%A: memref<10xi32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %0 = affine.parallel (%x) = (0) to (10) reduce ("addf") -> i32 {
    %v = affine.load %A[%x] : memref<10xi32>
    affine.yield %v : i32
  }
  return
}

// -----

func.func @parallel_missing_reduction(%A: memref<10xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %0 = affine.parallel (%x) = (0) to (10) -> f32 {
    %v = affine.load %A[%x] : memref<10xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @parallel_steps(%i: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%x) = (0) to (10) step (%i) {
  }
  return
}

// -----

func.func @parallel_arg_count() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (2) and the number of map groups for lower (1) and upper bound (1), and the number of steps (2) must all match}}
  affine.parallel (%x, %y) = (0) to (10) {
  }
  return
}

// -----

func.func @parallel_invalid_symbol() {
  affine.for %x = 0 to 10 {
    %c = arith.addi %x, %x : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%y) = (0) to (%c) {
    }
  }
  return
}

// -----

func.func @delinearize_results(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %i into (4, 8) : index, index, index, index
  return
}

// -----

func.func @delinearize_non_positive(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (0, 8) : index, index
  return
}

// -----

func.func @linearize_count(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%i, %i, %i, %i] by (4, 8) : index
  return
}

// -----

func.func @dma_strides(%A: memref<4xf32>, %B: memref<4xf32, 2>, %T: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected two stride related operands}}
  affine.dma_start %A[0], %B[0], %T[0], %n, %n : memref<4xf32>, memref<4xf32, 2>, memref<1xi32>
  return
}

// -----

func.func @dma_types(%A: memref<4xf32>, %B: memref<4xf32, 2>, %T: memref<1xi32>, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_start' expected three types}}
  affine.dma_start %A[0], %B[0], %T[0], %n : memref<4xf32>, memref<4xf32, 2>
  return
}

// -----

func.func @dma_wait_tag(%T: f32, %n: index) {
  // expected-error@+1 {{custom op 'affine.dma_wait' expected tag to be of memref type}}
  affine.dma_wait %T[], %n : f32
  return
}

// -----

func.func @load_effect_symbol(%M: memref<index>, %A: memref<10xf32>) {
  affine.for %x = 0 to 7 {
    %s = memref.load %M[] : memref<index>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%s)] : memref<10xf32>
  }
  return
}

// -----

func.func @division_by_unknown_symbol(%n: index, %A: memref<10xf32>) {
  affine.for %x = 0 to 7 {
    %s = arith.divsi %n, %n : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %A[symbol(%s)] : memref<10xf32>
  }
  return
}

// -----

func.func @pure_op_of_dims(%n: index) {
  affine.for %x = 0 to 7 {
    %b = arith.addi %x, %n : index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%b) {
    }
  }
  return
}

// -----

func.func @iv_result_number() {
  // expected-error@+1 {{result number not allowed in argument list}}
  affine.for %n0#0 = 0 to 7 {
  }
  return
}

// -----

func.func @iv_in_own_bound() {
  // expected-error@+2 {{region entry argument '%i0' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i0 = affine_map<(d0) -> (d0 floordiv 4)>(%i0) to 10 {
  }
  return
}

// -----

func.func @iv_shadows(%i: index) {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@-2 {{previously referenced here}}
  affine.parallel (%i) = (0) to (10) {
  }
  return
}

// -----

func.func @same_name_other_result(%i: index) {
  %A = memref.alloc() : memref<10x10xf32>
  %q:2 = affine.delinearize_index %i into (10, 10) : index, index
  // mlir-opt 22 keys the ids by name: the second `%q` is taken as the
  // first, and its `#1` is not consumed.
  // expected-error@+1 {{expected ']' in affine map}}
  %v = affine.load %A[%q#0, %q#1] : memref<10x10xf32>
  return
}

// -----

func.func @set_constraint_without_relation(%i: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(d0) : (d0 + 1)>(%i) {
  }
  return
}

// -----

func.func @for_without_block() {
  // expected-error@+1 {{'affine.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (0)>}> ({
  }) : () -> ()
  return
}

// -----

func.func @for_without_induction_variable() {
  // mlir-opt 22 counts the iter_args as the block arguments minus one, unsigned.
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (0)>}> ({
  ^bb0:
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @min_without_results(%i: index) {
  // expected-error@+1 {{'affine.min' op affine map expect at least one result}}
  %0 = "affine.min"(%i) <{map = affine_map<(d0) -> ()>}> : (index) -> index
  return
}
