; kerf tags query for GDScript (tree-sitter-gdscript from @cursorless/tree-sitter-wasms).
; A script is a class (`class_name`); functions in an inner class are methods.

; ---- definitions
(class_name_statement
  (name) @name.definition.class) @definition.class

(class_definition
  name: (name) @name.definition.class) @definition.class

(class_definition
  body: (body
    (function_definition
      name: (name) @name.definition.method) @definition.method))

(function_definition
  name: (name) @name.definition.function) @definition.function

(const_statement
  name: (name) @name.definition.constant) @definition.constant

(enum_definition
  name: (name) @name.definition.enum) @definition.enum

; ---- references
(call (identifier) @name.reference.call)

(attribute_call (identifier) @name.reference.call)

(extends_statement
  (type (identifier) @name.reference.class))

(type (identifier) @name.reference.type)
