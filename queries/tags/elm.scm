; kerf tags query for Elm (tree-sitter-elm from @cursorless/tree-sitter-wasms).
; Top-level values are functions; every lower-case value used in an expression is a call reference,
; since Elm constants are zero-argument functions.

; ---- definitions
(module_declaration
  name: (upper_case_qid) @name.definition.module) @definition.module

(type_alias_declaration
  name: (upper_case_identifier) @name.definition.type) @definition.type

(type_declaration
  name: (upper_case_identifier) @name.definition.type) @definition.type

(file
  (value_declaration
    functionDeclarationLeft: (function_declaration_left
      .
      (lower_case_identifier) @name.definition.function)) @definition.function)

(port_annotation
  name: (lower_case_identifier) @name.definition.function) @definition.function

; ---- references
(value_expr
  name: (value_qid (lower_case_identifier) @name.reference.call .))

(type_ref
  (upper_case_qid (upper_case_identifier) @name.reference.type .))

(import_clause
  moduleName: (upper_case_qid) @name.reference.import)
