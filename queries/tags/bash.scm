; kerf tags query for Bash (tree-sitter-bash 0.25).
; Functions and top-level UPPER_CASE variables are definitions; every command run is a call.

; ---- definitions
(function_definition
  name: (word) @name.definition.function) @definition.function

(program
  (variable_assignment
    name: (variable_name) @name.definition.constant) @definition.constant
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$"))

(program
  (declaration_command
    (variable_assignment
      name: (variable_name) @name.definition.constant) @definition.constant)
  (#match? @name.definition.constant "^[A-Z][A-Z0-9_]*$"))

; ---- references
(command
  name: (command_name (word) @name.reference.call))
