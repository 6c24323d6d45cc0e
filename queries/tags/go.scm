; kerf tags query for Go (tree-sitter-go 0.25).
; Earlier patterns win when two capture the same name: definitions and struct literals come before
; the catch-all type reference at the end.

; ---- definitions
(function_declaration
  name: (identifier) @name.definition.function) @definition.function

(method_declaration
  name: (field_identifier) @name.definition.method) @definition.method

(method_elem
  name: (field_identifier) @name.definition.method) @definition.method

; A struct is Go's class; an interface is an interface; any other named type is a type.
(type_spec
  name: (type_identifier) @name.definition.class
  type: (struct_type)) @definition.class

(type_spec
  name: (type_identifier) @name.definition.interface
  type: (interface_type)) @definition.interface

(type_spec
  name: (type_identifier) @name.definition.type) @definition.type

(type_alias
  name: (type_identifier) @name.definition.type) @definition.type

(source_file
  (const_declaration
    (const_spec
      name: (identifier) @name.definition.constant) @definition.constant))

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

(call_expression
  function: (selector_expression
    field: (field_identifier) @name.reference.call))

(composite_literal
  type: (type_identifier) @name.reference.class)

(composite_literal
  type: (qualified_type
    name: (type_identifier) @name.reference.class))

(type_identifier) @name.reference.type
