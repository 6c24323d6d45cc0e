; kerf tags query for Nix (tree-sitter-nix from @cursorless/tree-sitter-wasms).
; A binding to a lambda is a function; other let-bindings are constants. Earlier patterns win, so a
; let-bound lambda stays a function.

; ---- definitions
(binding
  attrpath: (attrpath . (identifier) @name.definition.function .)
  expression: (function_expression)) @definition.function

(let_expression
  (binding_set
    (binding
      attrpath: (attrpath . (identifier) @name.definition.constant .)) @definition.constant))

; ---- references
(apply_expression
  function: (variable_expression
    name: (identifier) @name.reference.call))

(apply_expression
  function: (select_expression
    attrpath: (attrpath (identifier) @name.reference.call .)))
