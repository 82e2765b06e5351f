// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// The parser's wording and positions.  Errors that an op's custom parser
// reports through OpAsmParser (parseKeyword, parseInteger, parseSymbolName,
// an enum keyword) are prefixed `custom op 'X' ` and sit at the offending
// token; punctuation, operands and types are the Parser's own (no prefix,
// at the end of the previous token when the token starts a line).

func.func @switch_case_needs_integer(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    : ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_needs_default(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    7: ^bb1
  ]
^bb1:
  return
}

// -----

// Case values are read as 64-bit integers first.
func.func @switch_case_beyond_int64(%flag : i128) {
  cf.switch %flag : i128, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_case_below_int64(%flag : i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' integer value too large}}
    -9223372036854775809: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @outer() {
  // expected-error @+1 {{custom op 'func.func' expected valid '@'-identifier for symbol name}}
  func.func no_sigil() -> i32
  return
}

// -----

func.func @for_needs_to(%a: index) {
  // expected-error @+1 {{custom op 'scf.for' expected 'to'}}
  scf.for %i = %a %a step %a {
  }
  return
}

// -----

func.func @cmpi_needs_predicate(%a: i32) {
  // expected-error @+1 {{custom op 'arith.cmpi' expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi %a, %a : i32
  return
}

// -----

// Inside a region of a custom op, a generic op's errors are the Parser's.
func.func @generic_in_custom_region(%a: index) {
  scf.for %i = %a to %a step %a {
    // expected-error @+1 {{expected ')' to end operand list}}
    "foo.bar"(%a %a) : (index, index) -> ()
  }
  return
}

// -----

func.func @callsite_needs_at() {
  return loc(callsite("a" "b")) // expected-error {{expected 'at' in callsite location}}
}

// -----

func.func @callsite_needs_paren() {
  return loc(callsite "a") // expected-error {{expected '(' in callsite location}}
}

// -----

func.func @callsite_needs_close() {
  return loc(callsite("a" at "b" "c") // expected-error {{expected ')' in callsite location}}
}

// -----

func.func @name_loc_child_needs_close() {
  return loc("a"("b" "c")) // expected-error {{expected ')' after child location of NameLoc}}
}

// -----

func.func @fused_metadata_needs_close() {
  return loc(fused<"m" ["a"]) // expected-error {{expected '>' after fused location metadata}}
}

// -----

func.func @fused_needs_list() {
  return loc(fused<"m">"a") // expected-error {{expected '[' in fused location}}
}

// -----

func.func @fused_list_needs_close() {
  return loc(fused["a" "b"]) // expected-error {{expected ']' in fused location}}
}

// -----

func.func @undefined_location_alias() {
  // expected-error @+1 {{operation location alias was never defined}}
  return loc(#nowhere)
}

// -----

#not_a_location = 7 : i32
func.func @alias_of_no_location() {
  // expected-error @+1 {{expected location, but found '7 : i32'}}
  return loc(#not_a_location)
}

// -----

func.func @forward_alias_of_no_location() {
  // expected-error @+1 {{expected location, but found 'false'}}
  return loc(#defined_later)
}
#defined_later = false

// -----

// A bare op name is looked up in the default dialect of the innermost
// enclosing custom-form op (OpAsmOpInterface::getDefaultDialect): builtin
// at the top level, func in func.func; a generic op sets none.
func.func @f() {
  return
}
// expected-error @+1 {{custom op 'trailing' is unknown (tried 'builtin.trailing' as well)}}
trailing

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'inside' is unknown (tried 'func.inside' as well)}}
  inside
}

// -----

"func.func"() ({
  // expected-error @+1 {{custom op 'return' is unknown (tried 'builtin.return' as well)}}
  return
}) {function_type = () -> (), sym_name = "generic"} : () -> ()

// -----

// expected-error @+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() attributes {a = {b}} {}

// -----

// MLIR's lexer: `@` then a letter or `_` (or a quoted name).
// expected-error @+1 {{@ identifier expected to start with letter or '_'}}
func.func private @$dollar()

// -----

// expected-error @+1 {{expected attribute name}}
func.func private @f() -> (i1 {, i2)

// -----

// expected-error @+1 {{expected ':' after block name}}
"test.op"() ({^a(%x: i32) ^b }) : () -> ()

// -----

// A location alias may be defined after its use.
func.func @forward_location_alias() {
  return loc(#defined_after)
}
#defined_after = loc("elsewhere":1:2)
