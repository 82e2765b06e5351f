// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s | pyopt | FileCheck %s
// LLVM attributes print through the aliases LLVMDialect's
// OpAsmDialectInterface gives them (their mnemonic), nested ones too, sorted
// by depth as MLIR's alias initializer does (a parameter printed stripped,
// like tbaa_type_desc's members, counts as a level); aliases of the input are
// resolved, bodies written over several lines print on one (mlir-opt 22.1.8).

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_file = #llvm.di_file<"foo.mlir" in "/test/">
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = true>
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "root">
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = Full>
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<types = #di_basic_type, #di_basic_type>
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<vectorize = #loop_vectorize, mustProgress = true>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "f", file = #di_file, line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #di_local_variable = #llvm.di_local_variable<scope = #di_subprogram, name = "x", file = #di_file, line = 4, type = #di_basic_type>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
// CHECK: llvm.intr.dbg.value #di_local_variable = %arg0 : i32
// CHECK: llvm.load %arg1 {tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
// CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation}

#file = #llvm.di_file<"foo.mlir" in "/test/">
#cu = #llvm.di_compile_unit<
  id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #file,
  producer = "MLIR", isOptimized = true, emissionKind = Full
>
#int = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
#sp_type = #llvm.di_subroutine_type<types = #int, #int>
#sp = #llvm.di_subprogram<
  id = distinct[1]<>, compileUnit = #cu, scope = #file, name = "f", file = #file,
  line = 3, scopeLine = 3, subprogramFlags = "Definition|Optimized", type = #sp_type
>
#var = #llvm.di_local_variable<scope = #sp, name = "x", file = #file, line = 4, type = #int>
#root = #llvm.tbaa_root<id = "root">
#desc = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #desc, access_type = #desc, offset = 0>
#lv = #llvm.loop_vectorize<disable = true>
#la = #llvm.loop_annotation<vectorize = #lv, mustProgress =   true>
llvm.func @f(%arg0: i32, %p: !llvm.ptr) {
  llvm.intr.dbg.value #var = %arg0 : i32 loc(#loc)
  %0 = llvm.load %p {tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
} loc(#loc2)
#loc = loc("foo.mlir":4:1)
#loc2 = loc(fused<#sp>[#loc])
