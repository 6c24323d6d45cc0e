; kerf tags query for Kotlin (tree-sitter-kotlin from @cursorless/tree-sitter-wasms; no field names).
; Earlier patterns win when two capture the same name: interfaces before classes, methods before
; functions.

; ---- definitions
(class_declaration
  "interface"
  (type_identifier) @name.definition.interface) @definition.interface

(class_declaration
  (type_identifier) @name.definition.class) @definition.class

(object_declaration
  (type_identifier) @name.definition.class) @definition.class

(class_body
  (function_declaration
    (simple_identifier) @name.definition.method) @definition.method)

(function_declaration
  (simple_identifier) @name.definition.function) @definition.function

(type_alias
  (type_identifier) @name.definition.type) @definition.type

(property_declaration
  (modifiers (property_modifier) @_const)
  (variable_declaration (simple_identifier) @name.definition.constant)
  (#eq? @_const "const")) @definition.constant

; ---- references
(call_expression
  (simple_identifier) @name.reference.call)

(call_expression
  (navigation_expression
    (navigation_suffix (simple_identifier) @name.reference.call)))

(delegation_specifier
  (user_type (type_identifier) @name.reference.class))

(delegation_specifier
  (constructor_invocation
    (user_type (type_identifier) @name.reference.class)))

(import_header
  (identifier (simple_identifier) @name.reference.import .))

(user_type (type_identifier) @name.reference.type)
