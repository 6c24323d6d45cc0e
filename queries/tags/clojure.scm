; kerf tags query for Clojure (tree-sitter-clojure from @cursorless/tree-sitter-wasms).
; A definition is a list headed by a def-form symbol; every other list head is a call. Namespace
; names keep their dots, so `(:require [a.b])` meets `(ns a.b)`.

; ---- definitions
(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  .
  (sym_lit name: (sym_name) @name.definition.module)
  (#eq? @_form "ns")) @definition.module

(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  .
  (sym_lit name: (sym_name) @name.definition.function)
  (#any-of? @_form "defn" "defn-" "defmacro" "defmulti")) @definition.function

(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  .
  (sym_lit name: (sym_name) @name.definition.constant)
  (#any-of? @_form "def" "defonce")) @definition.constant

(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  .
  (sym_lit name: (sym_name) @name.definition.interface)
  (#any-of? @_form "defprotocol" "definterface")) @definition.interface

(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  .
  (sym_lit name: (sym_name) @name.definition.class)
  (#any-of? @_form "defrecord" "deftype")) @definition.class

; The method signatures a protocol declares.
(list_lit
  .
  (sym_lit name: (sym_name) @_form)
  (list_lit
    .
    (sym_lit name: (sym_name) @name.definition.method)) @definition.method
  (#eq? @_form "defprotocol"))

; ---- references
(list_lit
  .
  (kwd_lit name: (kwd_name) @_require)
  [(sym_lit name: (sym_name) @name.reference.import)
   (vec_lit . (sym_lit name: (sym_name) @name.reference.import))]
  (#any-of? @_require "require" "use" "import"))

(list_lit
  .
  (sym_lit name: (sym_name) @name.reference.call)
  (#not-any-of? @name.reference.call
    "ns" "def" "defn" "defn-" "defmacro" "defmulti" "defmethod" "defonce" "defprotocol"
    "definterface" "defrecord" "deftype" "fn" "let" "if" "do" "when" "cond" "loop" "recur"))
