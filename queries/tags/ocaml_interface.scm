; kerf tags query for OCaml interfaces, .mli (tree-sitter-ocaml 0.24, its `interface` grammar).
; An interface holds signatures, not code: a `val` with a function type is a function, any other
; `val` a constant; references are the types, module types, classes and modules the signatures name.

; ---- definitions
(module_definition
  (module_binding
    (module_name) @name.definition.module) @definition.module)

(module_type_definition
  (module_type_name) @name.definition.interface) @definition.interface

(class_definition
  (class_binding
    (class_name) @name.definition.class) @definition.class)

(class_type_definition
  (class_type_binding
    (class_type_name) @name.definition.interface) @definition.interface)

(method_specification
  (method_name) @name.definition.method) @definition.method

(type_definition
  (type_binding
    name: [(type_constructor) @name.definition.type
           (type_constructor_path (type_constructor) @name.definition.type)]) @definition.type)

(exception_definition
  (constructor_declaration
    (constructor_name) @name.definition.type)) @definition.type

(external
  (value_name) @name.definition.function) @definition.function

(value_specification
  (value_name) @name.definition.function
  type: (function_type)) @definition.function

(value_specification
  (value_name) @name.definition.constant) @definition.constant

; ---- references
(open_module
  module: (module_path
    (module_name) @name.reference.import))

(include_module_type
  (module_type_path
    (module_type_name) @name.reference.import))

(module_path
  (module_name) @name.reference.type)

(extended_module_path
  (module_name) @name.reference.type)

(module_type_path
  (module_type_name) @name.reference.type)

(class_path
  (class_name) @name.reference.class)

(class_type_path
  (class_type_name) @name.reference.class)

(type_constructor_path
  (type_constructor) @name.reference.type)
