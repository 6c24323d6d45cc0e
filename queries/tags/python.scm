; kerf tags query for Python (tree-sitter-python 0.25).
; Earlier patterns win when two capture the same name, so methods come before plain functions.

; ---- definitions
(class_definition
  name: (identifier) @name.definition.class) @definition.class

(class_definition
  body: (block
    (function_definition
      name: (identifier) @name.definition.method) @definition.method))

(class_definition
  body: (block
    (decorated_definition
      definition: (function_definition
        name: (identifier) @name.definition.method) @definition.method)))

(function_definition
  name: (identifier) @name.definition.function) @definition.function

; Module-level UPPER_CASE names are constants by convention.
(module
  (expression_statement
    (assignment
      left: (identifier) @name.definition.constant) @definition.constant)
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$"))

; A type alias statement (3.12): `type Point = tuple[int, int]`.
(type_alias_statement
  left: (type (identifier) @name.definition.type)) @definition.type

; ---- references
(call
  function: (identifier) @name.reference.call)

(call
  function: (attribute
    attribute: (identifier) @name.reference.call))

(class_definition
  superclasses: (argument_list
    (identifier) @name.reference.class))

(class_definition
  superclasses: (argument_list
    (attribute
      attribute: (identifier) @name.reference.class)))

(type (identifier) @name.reference.type)

(type (attribute attribute: (identifier) @name.reference.type))

(generic_type (identifier) @name.reference.type)

(import_from_statement
  name: (dotted_name (identifier) @name.reference.import .))

(import_from_statement
  name: (aliased_import
    name: (dotted_name (identifier) @name.reference.import .)))

(import_statement
  name: (dotted_name (identifier) @name.reference.import .))

(import_statement
  name: (aliased_import
    name: (dotted_name (identifier) @name.reference.import .)))
