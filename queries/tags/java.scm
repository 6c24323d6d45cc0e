; kerf tags query for Java (tree-sitter-java 0.23).
; Earlier patterns win when two capture the same name: every definition and `new` before the
; catch-all type reference at the end.

; ---- definitions
(class_declaration
  name: (identifier) @name.definition.class) @definition.class

(record_declaration
  name: (identifier) @name.definition.class) @definition.class

(interface_declaration
  name: (identifier) @name.definition.interface) @definition.interface

(annotation_type_declaration
  name: (identifier) @name.definition.interface) @definition.interface

(enum_declaration
  name: (identifier) @name.definition.enum) @definition.enum

(method_declaration
  name: (identifier) @name.definition.method) @definition.method

(constructor_declaration
  name: (identifier) @name.definition.method) @definition.method

; UPPER_CASE fields are constants by convention (static final is not checked).
(field_declaration
  declarator: (variable_declarator
    name: (identifier) @name.definition.constant)
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$")) @definition.constant

; ---- references
(method_invocation
  name: (identifier) @name.reference.call)

(object_creation_expression
  type: (type_identifier) @name.reference.class)

(object_creation_expression
  type: (generic_type
    (type_identifier) @name.reference.class))

(object_creation_expression
  type: (scoped_type_identifier
    (type_identifier) @name.reference.class .))

(superclass (type_identifier) @name.reference.class)

(import_declaration
  (scoped_identifier
    name: (identifier) @name.reference.import))

(type_identifier) @name.reference.type
