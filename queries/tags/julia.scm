; kerf tags query for Julia (tree-sitter-julia 0.23).
; The grammar has few fields, so names are found by position: a definition's name is the first
; identifier of its signature's call (`f(x)`, `f(x)::T`, `f(x) where T`), a method added to another
; module's function (`Base.show(...)`) is named by the field after the dot. Short forms
; (`f(x) = ...`) are functions too. Type names in `x::T`, `T{U}` and `<: T` are type references.

; ---- definitions
(module_definition
  name: (identifier) @name.definition.module) @definition.module

(struct_definition
  (type_head
    [(identifier) @name.definition.class
     (parametrized_type_expression . (identifier) @name.definition.class)
     (binary_expression
       . [(identifier) @name.definition.class
          (parametrized_type_expression . (identifier) @name.definition.class)])])) @definition.class

(abstract_definition
  (type_head
    [(identifier) @name.definition.interface
     (parametrized_type_expression . (identifier) @name.definition.interface)
     (binary_expression
       . [(identifier) @name.definition.interface
          (parametrized_type_expression . (identifier) @name.definition.interface)])])) @definition.interface

(primitive_definition
  (type_head
    [(identifier) @name.definition.type
     (binary_expression . (identifier) @name.definition.type)])) @definition.type

(function_definition
  (signature
    [(call_expression . (identifier) @name.definition.function)
     (call_expression . (field_expression value: (_) (identifier) @name.definition.function))
     (typed_expression . (call_expression . (identifier) @name.definition.function))
     (where_expression . (call_expression . (identifier) @name.definition.function))
     (where_expression
       . (typed_expression . (call_expression . (identifier) @name.definition.function)))])) @definition.function

(macro_definition
  (signature
    (call_expression . (identifier) @name.definition.function))) @definition.function

(assignment
  . [(call_expression . (identifier) @name.definition.function)
     (call_expression . (field_expression value: (_) (identifier) @name.definition.function))
     (where_expression . (call_expression . (identifier) @name.definition.function))
     (typed_expression . (call_expression . (identifier) @name.definition.function))]) @definition.function

(const_statement
  (assignment . (identifier) @name.definition.constant)) @definition.constant

; ---- references
(call_expression
  . (identifier) @name.reference.call)

(call_expression
  . (field_expression value: (_) (identifier) @name.reference.call))

(broadcast_call_expression
  . (identifier) @name.reference.call)

(macrocall_expression
  (macro_identifier (identifier) @name.reference.call))

; `Box{Int}(1)` constructs a Box.
(call_expression
  . (parametrized_type_expression . (identifier) @name.reference.class))

(type_head
  (binary_expression
    [(identifier) @name.reference.class
     (parametrized_type_expression . (identifier) @name.reference.class)] .))

(using_statement (identifier) @name.reference.import)
(import_statement (identifier) @name.reference.import)
(selected_import (identifier) @name.reference.import)
(import_path (identifier) @name.reference.import)
(import_alias . (identifier) @name.reference.import)
(scoped_identifier (identifier) @name.reference.import)

(typed_expression
  [(identifier) @name.reference.type
   (parametrized_type_expression . (identifier) @name.reference.type)] .)

(curly_expression (identifier) @name.reference.type)

; By convention only constants are written in capitals (`RATE`); two letters at least, since a lone
; capital is usually a type parameter.
((identifier) @name.reference.constant
  (#match? @name.reference.constant "^[A-Z][A-Z0-9_]+$"))
