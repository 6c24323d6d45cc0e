; kerf tags query for Zig (tree-sitter-zig from @cursorless/tree-sitter-wasms).
; A container is a const bound to struct/enum/union; functions inside one are methods. Top-level
; consts bound to literals are constants (imports are not).

; ---- definitions
(variable_declaration
  (identifier) @name.definition.class
  [(struct_declaration) (union_declaration) (opaque_declaration)]) @definition.class

(variable_declaration
  (identifier) @name.definition.enum
  (enum_declaration)) @definition.enum

(struct_declaration
  (function_declaration
    name: (identifier) @name.definition.method) @definition.method)

(union_declaration
  (function_declaration
    name: (identifier) @name.definition.method) @definition.method)

(enum_declaration
  (function_declaration
    name: (identifier) @name.definition.method) @definition.method)

(function_declaration
  name: (identifier) @name.definition.function) @definition.function

(source_file
  (variable_declaration
    (identifier) @name.definition.constant
    [(integer) (float) (string)]) @definition.constant)

; ---- references
(call_expression
  function: (identifier) @name.reference.call)

(call_expression
  function: (field_expression
    member: (identifier) @name.reference.call))

(struct_initializer (identifier) @name.reference.class)

(function_declaration
  type: (identifier) @name.reference.type)

(parameter
  type: (identifier) @name.reference.type)

(pointer_type (identifier) @name.reference.type)

(container_field
  type: (identifier) @name.reference.type)
