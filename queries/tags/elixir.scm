; kerf tags query for Elixir (tree-sitter-elixir from @cursorless/tree-sitter-wasms).
; Definitions are macro calls (defmodule, def, defp, ...); those macros and module attributes are
; not counted as references. Module names keep their dots, so `alias A.B` meets `defmodule A.B`.

; ---- definitions
(call
  target: (identifier) @_keyword
  (arguments (alias) @name.definition.module)
  (#any-of? @_keyword "defmodule" "defprotocol")) @definition.module

(call
  target: (identifier) @_keyword
  (arguments
    [(call target: (identifier) @name.definition.function)
     (binary_operator left: (call target: (identifier) @name.definition.function))
     (identifier) @name.definition.function])
  (#any-of? @_keyword "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate")) @definition.function

; ---- references
(call
  target: (identifier) @_keyword
  (arguments (alias) @name.reference.import)
  (#any-of? @_keyword "alias" "import" "require" "use"))

(struct (alias) @name.reference.class)

(call
  target: (identifier) @name.reference.call
  (arguments)
  (#not-any-of? @name.reference.call
    "def" "defp" "defmacro" "defmacrop" "defguard" "defguardp" "defdelegate" "defmodule"
    "defprotocol" "defimpl" "defstruct" "defexception" "alias" "import" "require" "use"
    "moduledoc" "doc" "typedoc" "spec" "type" "typep" "opaque" "callback" "impl" "behaviour"))

(call
  target: (dot right: (identifier) @name.reference.call)
  (arguments))

(alias) @name.reference.type
