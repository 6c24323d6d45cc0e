; kerf tags query for Solidity (tree-sitter-solidity 1.2).
; Functions and modifiers inside a contract, interface or library are methods; free functions are
; functions. Only `constant` variables are definitions (state variables are fields). Events and errors
; are types, and emitting or reverting with one references it like a call. A capitalised name before
; a dot (`Fees.deduct`, `State.Open`) is taken to be a contract, library, enum or struct, and a name
; in capitals used as a value to be a constant.

; ---- definitions
(contract_declaration
  name: (identifier) @name.definition.class) @definition.class

(interface_declaration
  name: (identifier) @name.definition.interface) @definition.interface

(library_declaration
  name: (identifier) @name.definition.module) @definition.module

(struct_declaration
  name: (identifier) @name.definition.class) @definition.class

(enum_declaration
  name: (identifier) @name.definition.enum) @definition.enum

(event_definition
  name: (identifier) @name.definition.type) @definition.type

(error_declaration
  name: (identifier) @name.definition.type) @definition.type

(user_defined_type_definition
  name: (identifier) @name.definition.type) @definition.type

(contract_body
  [(function_definition
     name: (identifier) @name.definition.method)
   (modifier_definition
     name: (identifier) @name.definition.method)] @definition.method)

(function_definition
  name: (identifier) @name.definition.function) @definition.function

(constant_variable_declaration
  name: (identifier) @name.definition.constant) @definition.constant

(state_variable_declaration
  "constant"
  name: (identifier) @name.definition.constant) @definition.constant

; ---- references
(call_expression
  function: (expression (identifier) @name.reference.call))

(call_expression
  function: (expression
    (member_expression
      property: (identifier) @name.reference.call)))

(modifier_invocation
  (identifier) @name.reference.call)

(emit_statement
  name: (expression
    [(identifier) @name.reference.call
     (member_expression property: (identifier) @name.reference.call)]))

(revert_statement
  error: (expression
    [(identifier) @name.reference.call
     (member_expression property: (identifier) @name.reference.call)]))

(inheritance_specifier
  ancestor: (user_defined_type (identifier) @name.reference.class))

(new_expression
  name: (type_name (user_defined_type (identifier) @name.reference.class)))

(import_directive
  import_name: (identifier) @name.reference.import)

(using_directive
  (type_alias (identifier) @name.reference.import))

; By convention only constants are written in capitals (`FEE_BPS`).
(expression
  (identifier) @name.reference.constant
  (#match? @name.reference.constant "^[A-Z][A-Z0-9_]+$"))

(member_expression
  object: (identifier) @name.reference.type
  (#match? @name.reference.type "^[A-Z]"))

(user_defined_type (identifier) @name.reference.type)
