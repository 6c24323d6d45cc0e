; kerf tags query for HCL / Terraform (tree-sitter-hcl from @cursorless/tree-sitter-wasms).
; Blocks are named by their last label: resources and data sources are classes, modules are
; modules, variables, outputs and locals are constants. `var.x`/`local.x` refer to constants.

; ---- definitions
(block
  .
  (identifier) @_kind
  .
  (string_lit)
  .
  (string_lit (template_literal) @name.definition.class)
  (#any-of? @_kind "resource" "data")) @definition.class

(block
  .
  (identifier) @_kind
  .
  (string_lit (template_literal) @name.definition.module)
  (#eq? @_kind "module")) @definition.module

(block
  .
  (identifier) @_kind
  .
  (string_lit (template_literal) @name.definition.constant)
  (#any-of? @_kind "variable" "output")) @definition.constant

(block
  .
  (identifier) @_kind
  (body
    (attribute
      .
      (identifier) @name.definition.constant) @definition.constant)
  (#eq? @_kind "locals"))

; ---- references
(function_call
  .
  (identifier) @name.reference.call)

(expression
  (variable_expr (identifier) @_root)
  .
  (get_attr (identifier) @name.reference.constant)
  (#any-of? @_root "var" "local"))

(expression
  (variable_expr (identifier) @_root)
  .
  (get_attr (identifier) @name.reference.import)
  (#eq? @_root "module"))

(expression
  (variable_expr (identifier) @_root)
  .
  (get_attr (identifier) @name.reference.class)
  (#not-any-of? @_root "var" "local" "module" "data" "path" "count" "each" "self" "terraform"))
