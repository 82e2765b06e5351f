// RUN: pyopt %s --verify-diagnostics
// Reported as soon as the op's name is read: at the token after it.

// expected-error @+2 {{operation being parsed with an unregistered dialect}}
"frob.nicate"  // before the operands
  () : () -> ()
