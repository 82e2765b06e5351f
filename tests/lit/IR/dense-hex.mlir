// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// A dense int/float elements attribute of more than 100 elements that is
// not a splat prints as the hex string of MLIR's storage (little endian;
// i1 packed 8 to a byte; other widths in whole bytes, bits above the width
// zero); up to 100 elements print as a list.  Hex input parses the same
// way (one element's worth of bytes is a splat).  Sparse indices never
// print as hex.

// CHECK: a = dense<"0x00070E151C232A31383F464D545B626970777E858C939AA1A8AFB6BDC4CBD2D9E0E7EEF5FC030A11181F262D343B424950575E656C737A81888F969DA4ABB2B9C0C7CED5DCE3EAF1F8FF060D141B222930373E454C535A61686F767D848B9299A0A7AEB5BC"> : tensor<101xi8>
// CHECK-SAME: b = dense<"0x49922449922449922449922409"> : tensor<101xi1>
// CHECK-SAME: c = dense<[-50, -49, {{.*}}, 48, 49]> : tensor<100xi33>
// CHECK-SAME: d = dense<"0xCEFFFFFF01CFFFFFFF01{{.*}}31000000003200000000"> : tensor<101xi33>
// CHECK-SAME: e = dense<-3> : tensor<200xi16>
// CHECK-SAME: f = dense<[true, false]> : tensor<2xi1>
"op"() {a = dense<"0x00070E151C232A31383F464D545B626970777E858C939AA1A8AFB6BDC4CBD2D9E0E7EEF5FC030A11181F262D343B424950575E656C737A81888F969DA4ABB2B9C0C7CED5DCE3EAF1F8FF060D141B222930373E454C535A61686F767D848B9299A0A7AEB5BC"> : tensor<101xi8>,
        b = dense<"0x49922449922449922449922409"> : tensor<101xi1>,
        c = dense<[-50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]> : tensor<100xi33>,
        d = dense<[-50, -49, -48, -47, -46, -45, -44, -43, -42, -41, -40, -39, -38, -37, -36, -35, -34, -33, -32, -31, -30, -29, -28, -27, -26, -25, -24, -23, -22, -21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9, -8, -7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]> : tensor<101xi33>,
        e = dense<"0xFDFF"> : tensor<200xi16>,
        f = dense<"0x01"> : tensor<2xi1>} : () -> ()

// Zero-width integers hold only 0, and a dense one lists every element.
// CHECK: "op"() {a = 0 : i0, b = 0 : si0, c = dense<[0, 0]> : tensor<2xi0>} : () -> ()
"op"() {a = 0 : i0, b = 0x0 : si0, c = dense<0> : tensor<2xi0>} : () -> ()
