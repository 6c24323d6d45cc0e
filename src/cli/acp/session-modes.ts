// kerf's chat modes as ACP session modes: code (the model's best edit format, or the one the session
// started in), ask, architect and context. The mode is the coder's edit format, as in the REPL.
import type { SessionModeState } from "@agentclientprotocol/sdk";
import { codeFormat } from "../repl/commands/mode-commands.js";
import type { Repl } from "../repl/repl.js";

const MODES = [
  { id: "code", name: "Code", description: "ask for edits, in the model's best edit format" },
  { id: "ask", name: "Ask", description: "ask about the code without editing files" },
  { id: "architect", name: "Architect", description: "plan with the main model, edit with the editor model" },
  { id: "context", name: "Context", description: "the model names the files the request must change" },
] as const;

export function modeIds(): string[] {
  return MODES.map((mode) => mode.id);
}

/** The mode a coder is in: a talking mode's own name, else code (any edit format). */
export function currentMode(repl: Pick<Repl, "coder">): string {
  const format = repl.coder.editFormat;
  return MODES.some((mode) => mode.id === format && mode.id !== "code") ? format : "code";
}

export function modeState(repl: Pick<Repl, "coder">): SessionModeState {
  return { currentModeId: currentMode(repl), availableModes: MODES.map((mode) => ({ ...mode })) };
}

/** Switches the session's coder to `id`; false for a mode kerf does not have. */
export function switchMode(repl: Repl, id: string): boolean {
  if (!modeIds().includes(id)) return false;
  repl.replaceCoder({ editFormat: id === "code" ? codeFormat(repl) : id });
  return true;
}
