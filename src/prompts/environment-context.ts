// The environment context message (layer 5): where the user works and with what, in Codex's
// <environment_context> shape. Pure text from facts the caller gathered; no clock, no environment.
import { dayOf, type PlatformFacts } from "./platform-text.js";

export interface EnvironmentFacts {
  platform: PlatformFacts;
  /** The exact model id sent to the API. */
  model?: string | null;
  editFormat?: string | null;
  /** `yes-always`: kerf applies without asking; `ask`: the user confirms new and outside files. */
  approval?: "yes-always" | "ask" | null;
  language?: string | null;
}

export const ENVIRONMENT_REPLY = "Ok.";

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Every line is a fact that holds all day, so the message stays byte-stable (and cached) all session. */
export function renderEnvironmentContext(facts: EnvironmentFacts): string {
  const p = facts.platform;
  const rows: [string, string | null | undefined][] = [
    ["cwd", p.cwd],
    ["git_repository", p.isGitRepo ? (p.branch ? `yes, branch ${p.branch}` : "yes") : "no"],
    ["platform", p.os],
    ["shell", p.shell],
    ["model", facts.model ? `You are powered by the model named ${facts.model}.` : null],
    ["edit_format", facts.editFormat],
    ["approval_mode", approvalText(facts.approval)],
    ["current_date", dayOf(p.date)],
    ["user_language", facts.language ?? p.language],
    ["lint_command", p.lintCmd],
    ["test_command", p.testCmd],
  ];
  const lines = rows
    .filter((row): row is [string, string] => typeof row[1] === "string" && row[1] !== "")
    .map(([tag, value]) => `  <${tag}>${escape(value)}</${tag}>`);
  return ["<environment_context>", ...lines, "</environment_context>"].join("\n");
}

function approvalText(approval: EnvironmentFacts["approval"]): string | null {
  if (approval === "yes-always")
    return "yes-always: changes, new files and files outside the chat are applied without asking";
  if (approval === "ask") return "ask: the user confirms new files and edits to files outside the chat";
  return null;
}
