; kerf tags query for TSX (tree-sitter-typescript 0.23, tsx grammar): typescript.scm plus JSX components.
; Keep the shared part identical to typescript.scm (a test checks it); JSX patterns come before the
; catch-all type reference so they are tried in the same order.
; ---- definitions
(class_declaration
  name: (type_identifier) @name.definition.class) @definition.class

(abstract_class_declaration
  name: (type_identifier) @name.definition.class) @definition.class

(variable_declarator
  name: (identifier) @name.definition.class
  value: (class)) @definition.class

(interface_declaration
  name: (type_identifier) @name.definition.interface) @definition.interface

(type_alias_declaration
  name: (type_identifier) @name.definition.type) @definition.type

(enum_declaration
  name: (identifier) @name.definition.enum) @definition.enum

(internal_module
  name: [(identifier) (nested_identifier)] @name.definition.module) @definition.module

(module
  name: [(identifier) (nested_identifier)] @name.definition.module) @definition.module

(method_definition
  name: [(property_identifier) (private_property_identifier)] @name.definition.method) @definition.method

(abstract_method_signature
  name: [(property_identifier) (private_property_identifier)] @name.definition.method) @definition.method

(method_signature
  name: [(property_identifier) (private_property_identifier)] @name.definition.method) @definition.method

; A class field holding a function is a method (React handlers, bound callbacks).
(public_field_definition
  name: [(property_identifier) (private_property_identifier)] @name.definition.method
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method

(function_declaration
  name: (identifier) @name.definition.function) @definition.function

(generator_function_declaration
  name: (identifier) @name.definition.function) @definition.function

(function_signature
  name: (identifier) @name.definition.function) @definition.function

(variable_declarator
  name: (identifier) @name.definition.function
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.function

(assignment_expression
  left: (member_expression
    property: (property_identifier) @name.definition.function)
  right: [(arrow_function) (function_expression) (generator_function)]) @definition.function

(pair
  key: (property_identifier) @name.definition.function
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.function

; Top-level UPPER_CASE bindings are constants by convention.
(program
  (lexical_declaration
    (variable_declarator
      name: (identifier) @name.definition.constant) @definition.constant)
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$"))

(program
  (export_statement
    declaration: (lexical_declaration
      (variable_declarator
        name: (identifier) @name.definition.constant) @definition.constant))
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$"))

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

(call_expression
  function: (member_expression
    property: [(property_identifier) (private_property_identifier)] @name.reference.call))

(new_expression
  constructor: (identifier) @name.reference.class)

(new_expression
  constructor: (member_expression
    property: (property_identifier) @name.reference.class))

(extends_clause
  value: (identifier) @name.reference.class)

(extends_clause
  value: (member_expression
    property: (property_identifier) @name.reference.class))

(import_specifier
  name: (identifier) @name.reference.import)

(import_clause (identifier) @name.reference.import)

; A capitalised JSX tag is a component being used; lower-case ones are DOM elements.
(jsx_opening_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))

(jsx_self_closing_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))

; Any other type name: annotations, generics, implements, extends of interfaces, aliases.
(type_identifier) @name.reference.type
