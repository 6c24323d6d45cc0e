; kerf tags query for Lua (tree-sitter-lua from @cursorless/tree-sitter-wasms).
; A top-level table is the usual Lua module or class; `T:m` functions are methods.

; ---- definitions
(function_declaration
  name: (method_index_expression
    method: (identifier) @name.definition.method)) @definition.method

(function_declaration
  name: (dot_index_expression
    field: (identifier) @name.definition.function)) @definition.function

(function_declaration
  name: (identifier) @name.definition.function) @definition.function

(assignment_statement
  (variable_list
    name: [(identifier) @name.definition.function
           (dot_index_expression field: (identifier) @name.definition.function)])
  (expression_list
    value: (function_definition))) @definition.function

(chunk
  (variable_declaration
    (assignment_statement
      (variable_list name: (identifier) @name.definition.module)
      (expression_list value: (table_constructor))) @definition.module))

(chunk
  (assignment_statement
    (variable_list name: (identifier) @name.definition.module)
    (expression_list value: (table_constructor))) @definition.module)

; ---- references
(function_call
  name: (identifier) @name.reference.call)

(function_call
  name: (dot_index_expression
    field: (identifier) @name.reference.call))

(function_call
  name: (method_index_expression
    method: (identifier) @name.reference.call))
