; kerf tags query for C# (tree-sitter-c-sharp 0.23).
; C# has no separate type-name node, so type references are listed by position (fields, locals,
; parameters, returns, properties, type arguments) rather than by one catch-all.

; ---- definitions
(namespace_declaration
  name: [(identifier) (qualified_name)] @name.definition.module) @definition.module

(file_scoped_namespace_declaration
  name: [(identifier) (qualified_name)] @name.definition.module) @definition.module

(class_declaration
  name: (identifier) @name.definition.class) @definition.class

(struct_declaration
  name: (identifier) @name.definition.class) @definition.class

(record_declaration
  name: (identifier) @name.definition.class) @definition.class

(interface_declaration
  name: (identifier) @name.definition.interface) @definition.interface

(enum_declaration
  name: (identifier) @name.definition.enum) @definition.enum

(delegate_declaration
  name: (identifier) @name.definition.type) @definition.type

(method_declaration
  name: (identifier) @name.definition.method) @definition.method

(constructor_declaration
  name: (identifier) @name.definition.method) @definition.method

(field_declaration
  (modifier) @_const
  (variable_declaration
    (variable_declarator
      name: (identifier) @name.definition.constant))
  (#eq? @_const "const")) @definition.constant

; ---- references
(invocation_expression
  function: (identifier) @name.reference.call)

(invocation_expression
  function: (generic_name (identifier) @name.reference.call))

(invocation_expression
  function: (member_access_expression
    name: [(identifier) @name.reference.call
           (generic_name (identifier) @name.reference.call)]))

(object_creation_expression
  type: (identifier) @name.reference.class)

(object_creation_expression
  type: (generic_name (identifier) @name.reference.class))

(object_creation_expression
  type: (qualified_name
    name: [(identifier) @name.reference.class
           (generic_name (identifier) @name.reference.class)]))

(base_list (identifier) @name.reference.class)

(base_list (generic_name (identifier) @name.reference.class))

(variable_declaration
  type: [(identifier) @name.reference.type
         (generic_name (identifier) @name.reference.type)])

(parameter
  type: [(identifier) @name.reference.type
         (generic_name (identifier) @name.reference.type)])

(method_declaration
  returns: [(identifier) @name.reference.type
            (generic_name (identifier) @name.reference.type)])

(property_declaration
  type: [(identifier) @name.reference.type
         (generic_name (identifier) @name.reference.type)])

(type_argument_list (identifier) @name.reference.type)

(using_directive (identifier) @name.reference.import)

(using_directive
  (qualified_name
    name: (identifier) @name.reference.import))
