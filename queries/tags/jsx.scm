; kerf tags query for JSX, added to javascript.scm and, for TSX, to typescript.scm (both grammars
; parse JSX with the same node types).

; A capitalised JSX tag is a component being used; lower-case ones are DOM elements.
(jsx_opening_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))

(jsx_self_closing_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))
