; kerf tags query for Gleam (tree-sitter-gleam from @cursorless/tree-sitter-wasms).
; Custom types and aliases are types; building a record is the `new` of Gleam.

; ---- definitions
(function
  name: (identifier) @name.definition.function) @definition.function

(external_function
  name: (identifier) @name.definition.function) @definition.function

(type_definition
  (type_name
    name: (type_identifier) @name.definition.type)) @definition.type

(type_alias
  (type_name
    name: (type_identifier) @name.definition.type)) @definition.type

(constant
  name: (identifier) @name.definition.constant) @definition.constant

; ---- references
(function_call
  function: (identifier) @name.reference.call)

(function_call
  function: (field_access
    field: (label) @name.reference.call))

(record
  name: (constructor_name) @name.reference.class)

(type
  name: (type_identifier) @name.reference.type)

(import
  module: (module) @name.reference.import)
