; kerf tags query for PHP (tree-sitter-php 0.24, the php grammar with HTML).
; Earlier patterns win when two capture the same name: definitions before references.

; ---- definitions
(namespace_definition
  name: (namespace_name) @name.definition.module) @definition.module

(class_declaration
  name: (name) @name.definition.class) @definition.class

(trait_declaration
  name: (name) @name.definition.class) @definition.class

(interface_declaration
  name: (name) @name.definition.interface) @definition.interface

(enum_declaration
  name: (name) @name.definition.enum) @definition.enum

(method_declaration
  name: (name) @name.definition.method) @definition.method

(function_definition
  name: (name) @name.definition.function) @definition.function

(const_declaration
  (const_element (name) @name.definition.constant)) @definition.constant

; ---- references
(function_call_expression
  function: (name) @name.reference.call)

(function_call_expression
  function: (qualified_name (name) @name.reference.call .))

(member_call_expression
  name: (name) @name.reference.call)

(nullsafe_member_call_expression
  name: (name) @name.reference.call)

(scoped_call_expression
  name: (name) @name.reference.call)

(scoped_call_expression
  scope: [(name) @name.reference.class
          (qualified_name (name) @name.reference.class .)])

(object_creation_expression (name) @name.reference.class)

(object_creation_expression
  (qualified_name (name) @name.reference.class .))

(base_clause (name) @name.reference.class)

(base_clause (qualified_name (name) @name.reference.class .))

(class_interface_clause (name) @name.reference.type)

(class_interface_clause (qualified_name (name) @name.reference.type .))

(named_type (name) @name.reference.type)

(named_type (qualified_name (name) @name.reference.type .))

(namespace_use_clause (name) @name.reference.import)

(namespace_use_clause (qualified_name (name) @name.reference.import .))
