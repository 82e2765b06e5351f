// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// The file's resource section is parsed as TopLevelOperationParser's
// parseFileMetadataDictionary does: its messages, at the offending token
// (a missing `,` or `:` at the end of the code before it, as
// emitWrongTokenError reports).

"t.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected ',' or '}'}}
      a: "0x0800000007"
      b: "0x08000000"
    }
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected ':'}}
      a "0x0800000007"
    }
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  // expected-error @+1 {{unknown key 'foo_resources' in file metadata dictionary}}
  foo_resources: {
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  dialect_resources: {
    // expected-error @+1 {{dialect 'nosuch' is unknown}}
    nosuch: {
    }
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      a: "0x0800000007",
    // expected-error @+1 {{expected identifier key for 'resource' entry}}
    }
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  // expected-error @+1 {{expected identifier key in file metadata dictionary}}
  "dialect_resources": {
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  dialect_resources: {
    builtin: {
      // expected-error @+1 {{expected hex string blob for key 'a'}}
      a: 3
    }
  }
#-}

// -----

"t.op"() : () -> ()
{-#
  external_resources: {
    mine: {
      // expected-error @+1 {{expected string value for key 'k'}}
      k: foo
    }
  }
#-}
