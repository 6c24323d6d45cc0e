; kerf tags query for Dart (tree-sitter-dart from @cursorless/tree-sitter-wasms).
; A call is a name followed by a selector with an argument part; the grammar has no call node.
; Earlier patterns win when two capture the same name: definitions before the type catch-all.

; ---- definitions
(class_definition
  name: (identifier) @name.definition.class) @definition.class

(mixin_declaration
  (identifier) @name.definition.class) @definition.class

(extension_declaration
  name: (identifier) @name.definition.class) @definition.class

(enum_declaration
  name: (identifier) @name.definition.enum) @definition.enum

(class_body
  (method_signature
    [(function_signature name: (identifier) @name.definition.method)
     (getter_signature name: (identifier) @name.definition.method)
     (setter_signature name: (identifier) @name.definition.method)
     (constructor_signature name: (identifier) @name.definition.method)
     (factory_constructor_signature (identifier) @name.definition.method)]) @definition.method)

(class_body
  (declaration
    [(function_signature name: (identifier) @name.definition.method)
     (getter_signature name: (identifier) @name.definition.method)
     (setter_signature name: (identifier) @name.definition.method)
     (constructor_signature name: (identifier) @name.definition.method)]) @definition.method)

(program
  (function_signature
    name: (identifier) @name.definition.function) @definition.function)

(program
  (static_final_declaration_list
    (static_final_declaration (identifier) @name.definition.constant) @definition.constant))

; ---- references
(_
  (identifier) @name.reference.call
  .
  (selector (argument_part)))

(_
  (selector
    [(unconditional_assignable_selector (identifier) @name.reference.call)
     (conditional_assignable_selector (identifier) @name.reference.call)])
  .
  (selector (argument_part)))

(new_expression (type_identifier) @name.reference.class)

(superclass (type_identifier) @name.reference.class)

(interfaces (type_identifier) @name.reference.class)

(mixins (type_identifier) @name.reference.class)

(type_identifier) @name.reference.type
