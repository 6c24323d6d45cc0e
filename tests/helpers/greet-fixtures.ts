// Test fixtures: app.py's greet (APP) and the edits a model makes to say hello in it, shared by the REPL
// sessions, the tool-call formats through the CLI and through the installed package.
import type { ScriptToolCall } from "../../replay/script-step";

export const APP = 'def greet(name):\n    return "hi " + name\n';
export const HELLO = APP.replace('"hi "', '"hello "');

/** The V4A patch that makes the change. */
export const PATCH =
  '*** Begin Patch\n*** Update File: app.py\n-    return "hi " + name\n+    return "hello " + name\n*** End Patch\n';

/** `apply_patch` as a JSON function (chat completions, Anthropic without a native patch tool). */
export const FUNCTION_PATCH: ScriptToolCall = {
  id: "call_p",
  name: "apply_patch",
  arguments: JSON.stringify({ input: PATCH }),
};

/** Anthropic's text editor tool replacing the greeting (the tool Claude 4.x models are offered). */
export const TEXT_EDITOR_EDIT: ScriptToolCall = {
  id: "toolu_1",
  name: "str_replace_based_edit_tool",
  arguments: JSON.stringify({
    command: "str_replace",
    path: "app.py",
    old_str: '"hi "',
    new_str: '"hello "',
  }),
};
