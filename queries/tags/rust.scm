; kerf tags query for Rust (tree-sitter-rust 0.24).
; Earlier patterns win when two capture the same name: methods before functions, and every
; definition and struct literal before the catch-all type reference at the end.

; ---- definitions
(struct_item
  name: (type_identifier) @name.definition.class) @definition.class

(union_item
  name: (type_identifier) @name.definition.class) @definition.class

(enum_item
  name: (type_identifier) @name.definition.enum) @definition.enum

(trait_item
  name: (type_identifier) @name.definition.interface) @definition.interface

(type_item
  name: (type_identifier) @name.definition.type) @definition.type

(mod_item
  name: (identifier) @name.definition.module) @definition.module

; An impl block names nothing new, but it is the scope its methods are shown under.
(impl_item) @definition.class

(impl_item
  body: (declaration_list
    (function_item
      name: (identifier) @name.definition.method) @definition.method))

(trait_item
  body: (declaration_list
    [(function_item
      name: (identifier) @name.definition.method)
     (function_signature_item
      name: (identifier) @name.definition.method)] @definition.method))

(function_item
  name: (identifier) @name.definition.function) @definition.function

(function_signature_item
  name: (identifier) @name.definition.function) @definition.function

(macro_definition
  name: (identifier) @name.definition.function) @definition.function

(const_item
  name: (identifier) @name.definition.constant) @definition.constant

(static_item
  name: (identifier) @name.definition.constant) @definition.constant

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

(call_expression
  function: (field_expression
    field: (field_identifier) @name.reference.call))

(call_expression
  function: (scoped_identifier
    name: (identifier) @name.reference.call))

(call_expression
  function: (generic_function
    function: [(identifier) @name.reference.call
               (scoped_identifier name: (identifier) @name.reference.call)
               (field_expression field: (field_identifier) @name.reference.call)]))

(macro_invocation
  macro: (identifier) @name.reference.call)

(struct_expression
  name: (type_identifier) @name.reference.class)

(struct_expression
  name: (scoped_type_identifier
    name: (type_identifier) @name.reference.class))

(use_declaration
  argument: (identifier) @name.reference.import)

(use_declaration
  argument: (scoped_identifier
    name: (identifier) @name.reference.import))

(use_as_clause
  path: (scoped_identifier
    name: (identifier) @name.reference.import))

(use_list (identifier) @name.reference.import)

(use_list
  (scoped_identifier
    name: (identifier) @name.reference.import))

(type_identifier) @name.reference.type
