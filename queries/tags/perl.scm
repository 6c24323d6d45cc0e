; kerf tags query for Perl (tree-sitter-perl from @cursorless/tree-sitter-wasms).
; Package names keep their `::`, so `use A::B` meets `package A::B`.

; ---- definitions
(package_statement
  (package_name) @name.definition.module) @definition.module

(function_definition
  name: (identifier) @name.definition.function) @definition.function

(use_constant_statement
  constant: (identifier) @name.definition.constant) @definition.constant

; ---- references
(use_no_statement
  package_name: (package_name) @name.reference.import)

(call_expression_with_bareword
  function_name: (identifier) @name.reference.call)

(method_invocation
  function_name: (identifier) @name.reference.call)
