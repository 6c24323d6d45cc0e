; kerf tags query for Haskell (tree-sitter-haskell from @cursorless/tree-sitter-wasms).
; A function is defined where its type signature is (one line per function, not one per equation);
; functions without a signature are not definitions here.

; ---- definitions
(header
  module: (module) @name.definition.module) @definition.module

(data_type
  name: (name) @name.definition.class) @definition.class

(newtype
  name: (name) @name.definition.class) @definition.class

(class
  name: (name) @name.definition.interface) @definition.interface

(type_synomym
  name: (name) @name.definition.type) @definition.type

(class_declarations
  (signature
    name: (variable) @name.definition.method) @definition.method)

(declarations
  (signature
    name: (variable) @name.definition.function) @definition.function)

; ---- references
(apply
  function: (variable) @name.reference.call)

(apply
  argument: (variable) @name.reference.call)

(infix
  left_operand: (variable) @name.reference.call)

(infix
  right_operand: (variable) @name.reference.call)

(export
  variable: (variable) @name.reference.call)

(import
  module: (module) @name.reference.import)

(import_name
  variable: (variable) @name.reference.import)

(name) @name.reference.type
