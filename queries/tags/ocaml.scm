; kerf tags query for OCaml implementations, .ml (tree-sitter-ocaml 0.24).
; Only top-level and module-level `let`s are definitions (a `let ... in` is local): a binding with
; parameters or a `fun`/`function` body is a function, any other named one a constant. Earlier
; patterns win when two capture the same name, so functions come before the constant catch-all.
; A value used other than as a call is no reference (mostly locals); a qualified one (`Ledger.total`)
; still references its module.

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

(method_definition
  (method_name) @name.definition.method) @definition.method

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

(compilation_unit
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.function
      (parameter)) @definition.function))

(structure
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.function
      (parameter)) @definition.function))

(compilation_unit
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.function
      body: [(fun_expression) (function_expression)]) @definition.function))

(structure
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.function
      body: [(fun_expression) (function_expression)]) @definition.function))

(compilation_unit
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.constant) @definition.constant))

(structure
  (value_definition
    (let_binding
      pattern: (value_name) @name.definition.constant) @definition.constant))

; ---- references
(application_expression
  function: (value_path
    (value_name) @name.reference.call))

(method_invocation
  method: (method_name) @name.reference.call)

(open_module
  module: (module_path
    (module_name) @name.reference.import))

(include_module
  module: (module_path
    (module_name) @name.reference.import))

; Every module name in a path (`Map.Make`, `Ledger.total`) is a module the file depends on.
(module_path
  (module_name) @name.reference.type)

(extended_module_path
  (module_name) @name.reference.type)

(constructor_path
  (constructor_name) @name.reference.type)

(module_type_path
  (module_type_name) @name.reference.type)

(class_path
  (class_name) @name.reference.class)

(type_constructor_path
  (type_constructor) @name.reference.type)
