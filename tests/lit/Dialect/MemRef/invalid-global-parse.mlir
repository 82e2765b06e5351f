// RUN: pyopt %s --split-input-file --verify-diagnostics

// memref.global's initial value is read as any attribute of the tensor type
// (parseGlobalMemrefOpTypeAndInitialValue), then must be an elements attribute.

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xi8>'}}
memref.global @a : memref<?xi8> = dense<0>
// -----
// expected-error@+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global "private" @b : memref<3xi8> = [1, 2, 3]
// -----
// expected-error@+1 {{custom op 'memref.global' initial value should be a unit or elements attribute}}
memref.global @c : memref<3xi8> = unit
// -----
// expected-error@+1 {{integer literal not valid for specified type}}
memref.global @d : memref<3xi8> = 7
// -----
// expected-error@+1 {{floating point value not valid for specified type}}
memref.global @e : memref<3xf16> = 2.5
// -----
// expected-error@+1 {{expected operation name in quotes}}
memref.global @f : memref<3xi8> = dense<1> : tensor<3xi8>
