; kerf tags query for R (tree-sitter-r from @cursorless/tree-sitter-wasms).
; A function is a name bound to `function(...)`; reference classes are names bound to setRefClass,
; R6Class or setClass; top-level UPPER_CASE bindings are constants.

; ---- definitions
(binary_operator
  lhs: (identifier) @name.definition.function
  rhs: (function_definition)) @definition.function

(binary_operator
  lhs: (identifier) @name.definition.class
  rhs: (call
    function: (identifier) @_maker
    (#any-of? @_maker "setRefClass" "R6Class" "setClass"))) @definition.class

(program
  (binary_operator
    lhs: (identifier) @name.definition.constant) @definition.constant
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_.]*$"))

; ---- references
(call
  function: (identifier) @_loader
  arguments: (arguments
    (argument value: (identifier) @name.reference.import))
  (#any-of? @_loader "library" "require" "requireNamespace"))

(call
  function: (identifier) @name.reference.call)

(call
  function: (namespace_operator
    rhs: (identifier) @name.reference.call))
