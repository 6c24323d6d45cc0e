; kerf tags query for Swift (tree-sitter-swift from @cursorless/tree-sitter-wasms).
; class_declaration covers class, struct, enum, actor and extension, told apart by declaration_kind.
; Earlier patterns win when two capture the same name: methods before functions.

; ---- definitions
(class_declaration
  declaration_kind: "enum"
  name: (type_identifier) @name.definition.enum) @definition.enum

(class_declaration
  name: (type_identifier) @name.definition.class) @definition.class

; An extension adds to a type declared elsewhere: a scope for its methods and a reference.
(class_declaration
  declaration_kind: "extension"
  name: (user_type (type_identifier) @name.reference.type)) @definition.class

(protocol_declaration
  name: (type_identifier) @name.definition.interface) @definition.interface

(protocol_function_declaration
  name: (simple_identifier) @name.definition.method) @definition.method

(class_body
  (function_declaration
    name: (simple_identifier) @name.definition.method) @definition.method)

(enum_class_body
  (function_declaration
    name: (simple_identifier) @name.definition.method) @definition.method)

(function_declaration
  name: (simple_identifier) @name.definition.function) @definition.function

(typealias_declaration
  name: (type_identifier) @name.definition.type) @definition.type

; ---- references
(call_expression
  (simple_identifier) @name.reference.call)

(call_expression
  (navigation_expression
    suffix: (navigation_suffix
      suffix: (simple_identifier) @name.reference.call)))

(inheritance_specifier
  inherits_from: (user_type (type_identifier) @name.reference.class))

(import_declaration
  (identifier (simple_identifier) @name.reference.import .))

(user_type (type_identifier) @name.reference.type)
