// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Attribute lists and dictionaries, and alias names, with MLIR's messages:
// parseCommaSeparatedListUntil after an array element, parseAttributeDict
// (a repeated key at the key, before its value is parsed), and the alias
// definition's name checks, made before its value is parsed.

// expected-error @below {{expected ',' or ']'}}
"foo"() {bar = [1 : i32 unit]} : () -> ()

// -----

// expected-error @below {{expected ',' or ']'}}
"foo"() {bar = [@sym: 3]} : () -> ()

// -----

// expected-error @below {{expected '}' in attribute dictionary}}
"foo"() {bar = {x = 7 y}} : () -> ()

// -----

// expected-error @below {{duplicate key 'k' in dictionary attribute}}
"foo"() {k = {k = 1}, j = "k, k", "k" = 2} : () -> ()

// -----

// expected-error @below {{duplicate key 'k' in dictionary attribute}}
"foo"() <{k = [1, {k}], k}> : () -> ()

// -----

// expected-error @below {{attribute names with a '.' are reserved for dialect-defined names}}
#my.alias = dense<[1,]> : tensor<2xi32>

// -----

// expected-error @below {{type names with a '.' are reserved for dialect-defined names}}
!my.alias = tensor<?x!unknown_alias>

// -----

#a = 1 : i64
// expected-error @below {{redefinition of attribute alias id 'a'}}
#a = [unknown_value]

// -----

// expected-error @below {{expected an unsigned 64-bit integer}}
#d = distinct[18446744073709551616]<unit>

// -----

#d0 = distinct[3]<[1, 2]>
// expected-error @below {{referenced attribute does not match previous definition: [1, 2]}}
#d1 = distinct[3]<[2, 1]>

// -----

// expected-error @below {{expected attribute value}}
// expected-error @below {{expected attribute}}
"foo"() {d = distinct[1]<%x>} : () -> ()

// -----

// expected-error @below {{empty operation name is invalid}}
""() : () -> ()
