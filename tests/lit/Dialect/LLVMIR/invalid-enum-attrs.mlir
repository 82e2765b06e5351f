// RUN: pyopt %s --split-input-file --verify-diagnostics

// An unknown case in an LLVM enum attribute: the generated field parser's two
// errors, at the keyword and after it (the cases in LLVMEnums.td's order).
// Two `@below` designators in a row both mean the op's line.

// expected-error @below {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: sometimes}}
// expected-error @below {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
"test.op"() {l = #llvm.linkage<sometimes>} : () -> ()

// -----

// expected-error @below {{expected one of [none, "non-leaf"non-leaf, all, reserved, "non-leaf-no-reserve"non-leaf-no-reserve] for LLVM FramePointerKind, got: leaf}}
// expected-error @below {{failed to parse FramePointerKindAttr parameter 'framePointerKind' which is to be a `framePointerKind::FramePointerKind`}}
"test.op"() {k = #llvm.framePointerKind<"leaf">} : () -> ()
