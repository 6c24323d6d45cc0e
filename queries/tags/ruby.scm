; kerf tags query for Ruby (tree-sitter-ruby 0.23).
; Earlier patterns win when two capture the same name: definitions, superclasses and `X.new` come
; before the catch-all constant reference at the end.

; ---- definitions
(class
  name: [(constant) (scope_resolution name: (constant))] @name.definition.class) @definition.class

(module
  name: [(constant) (scope_resolution name: (constant))] @name.definition.module) @definition.module

(method
  name: (_) @name.definition.method) @definition.method

(singleton_method
  name: (_) @name.definition.method) @definition.method

(assignment
  left: (constant) @name.definition.constant) @definition.constant

; ---- references
(superclass (constant) @name.reference.class)

(superclass
  (scope_resolution
    name: (constant) @name.reference.class))

(call
  receiver: [(constant) @name.reference.class
             (scope_resolution name: (constant) @name.reference.class)]
  method: (identifier) @_new
  (#eq? @_new "new"))

(call
  method: (identifier) @name.reference.call)

; Constants name classes and modules far more often than values.
(constant) @name.reference.type
