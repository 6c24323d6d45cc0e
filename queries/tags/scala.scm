; kerf tags query for Scala (tree-sitter-scala from @cursorless/tree-sitter-wasms).
; Earlier patterns win when two capture the same name: methods before functions, every definition
; and `new`/`extends` before the catch-all type reference at the end.

; ---- definitions
(class_definition
  name: (identifier) @name.definition.class) @definition.class

(object_definition
  name: (identifier) @name.definition.class) @definition.class

(trait_definition
  name: (identifier) @name.definition.interface) @definition.interface

(enum_definition
  name: (identifier) @name.definition.enum) @definition.enum

(type_definition
  name: (type_identifier) @name.definition.type) @definition.type

(template_body
  [(function_definition
    name: (identifier) @name.definition.method)
   (function_declaration
    name: (identifier) @name.definition.method)] @definition.method)

(function_definition
  name: (identifier) @name.definition.function) @definition.function

; UpperCamel vals in objects and at the top level are Scala's constants.
(template_body
  (val_definition
    pattern: (identifier) @name.definition.constant
    (#match? @name.definition.constant "^[A-Z]")) @definition.constant)

(compilation_unit
  (val_definition
    pattern: (identifier) @name.definition.constant
    (#match? @name.definition.constant "^[A-Z]")) @definition.constant)

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

; A field access may be a parameterless method call; Scala cannot tell them apart by syntax.
(field_expression
  field: (identifier) @name.reference.call)

(instance_expression (type_identifier) @name.reference.class)

(instance_expression
  (generic_type type: (type_identifier) @name.reference.class))

(extends_clause
  type: (type_identifier) @name.reference.class)

(extends_clause
  type: (generic_type type: (type_identifier) @name.reference.class))

(import_declaration
  (identifier) @name.reference.import .)

(namespace_selectors (identifier) @name.reference.import)

(type_identifier) @name.reference.type
