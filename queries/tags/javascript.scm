; kerf tags query for JavaScript (tree-sitter-javascript 0.25); jsx.scm adds the JSX patterns.
; Earlier patterns win when two capture the same name: methods and functions before constants.

; ---- definitions
(class_declaration
  name: (identifier) @name.definition.class) @definition.class

(variable_declarator
  name: (identifier) @name.definition.class
  value: (class)) @definition.class

(method_definition
  name: [(property_identifier) (private_property_identifier)] @name.definition.method) @definition.method

; A class field holding a function is a method (React handlers, bound callbacks).
(field_definition
  property: [(property_identifier) (private_property_identifier)] @name.definition.method
  value: [(arrow_function) (function_expression) (generator_function)]) @definition.method

(function_declaration
  name: (identifier) @name.definition.function) @definition.function

(generator_function_declaration
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

(class_heritage (identifier) @name.reference.class)

(class_heritage
  (member_expression
    property: (property_identifier) @name.reference.class))

(import_specifier
  name: (identifier) @name.reference.import)

(import_clause (identifier) @name.reference.import)
