; kerf tags query for C++ (tree-sitter-cpp 0.23).
; Earlier patterns win when two capture the same name: methods before functions, and every
; definition and `new` before the catch-all type reference at the end.

; ---- definitions
(namespace_definition
  name: [(namespace_identifier) (nested_namespace_specifier)] @name.definition.module) @definition.module

(class_specifier
  name: (type_identifier) @name.definition.class
  body: (_)) @definition.class

(struct_specifier
  name: (type_identifier) @name.definition.class
  body: (_)) @definition.class

(union_specifier
  name: (type_identifier) @name.definition.class
  body: (_)) @definition.class

(enum_specifier
  name: (type_identifier) @name.definition.enum
  body: (_)) @definition.enum

(type_definition
  declarator: (type_identifier) @name.definition.type) @definition.type

(alias_declaration
  name: (type_identifier) @name.definition.type) @definition.type

; Methods defined or declared inside a class body.
(field_declaration_list
  (function_definition
    declarator: (function_declarator
      declarator: [(identifier) (field_identifier) (destructor_name) (operator_name)] @name.definition.method))
  @definition.method)

(field_declaration_list
  (field_declaration
    declarator: (function_declarator
      declarator: [(field_identifier) (destructor_name) (operator_name)] @name.definition.method))
  @definition.method)

(field_declaration_list
  (declaration
    declarator: (function_declarator
      declarator: [(identifier) (destructor_name) (operator_name)] @name.definition.method))
  @definition.method)

; Methods defined out of their class: `double Circle::area() const { ... }`.
(function_definition
  declarator: (function_declarator
    declarator: (qualified_identifier
      name: [(identifier) (destructor_name) (operator_name)] @name.definition.method))) @definition.method

(function_definition
  declarator: (function_declarator
    declarator: (identifier) @name.definition.function)) @definition.function

(function_definition
  declarator: (pointer_declarator
    declarator: (function_declarator
      declarator: (identifier) @name.definition.function))) @definition.function

(function_definition
  declarator: (reference_declarator
    (function_declarator
      declarator: (identifier) @name.definition.function))) @definition.function

(declaration
  declarator: (function_declarator
    declarator: (identifier) @name.definition.function)) @definition.function

(preproc_def
  name: (identifier) @name.definition.constant) @definition.constant

(preproc_function_def
  name: (identifier) @name.definition.function) @definition.function

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

(call_expression
  function: (field_expression
    field: (field_identifier) @name.reference.call))

(call_expression
  function: (qualified_identifier
    name: (identifier) @name.reference.call))

(call_expression
  function: (template_function
    name: (identifier) @name.reference.call))

(new_expression
  type: (type_identifier) @name.reference.class)

(new_expression
  type: (qualified_identifier
    name: (type_identifier) @name.reference.class))

(base_class_clause (type_identifier) @name.reference.class)

(base_class_clause
  (qualified_identifier
    name: (type_identifier) @name.reference.class))

(type_identifier) @name.reference.type
