; kerf tags query for TSX, added to typescript.scm (the tsx grammar is TypeScript plus JSX).

; A capitalised JSX tag is a component being used; lower-case ones are DOM elements.
(jsx_opening_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))

(jsx_self_closing_element
  name: (identifier) @name.reference.call
  (#match? @name.reference.call "^[A-Z]"))
