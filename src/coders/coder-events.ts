// What a coder tells the outside world while it works: typed events to an injected reporter, and
// yes/no questions to an injected confirm callback. Types only.
import type { FileChange, AppliedEdit } from "../edits/apply/apply-types.js";
import type { EditIssue } from "../edits/edit.js";
import type { Usage } from "../llm/usage.js";
import type { McpCallQuestion } from "../mcp-tools/mcp-hub.js";

export type CoderEvent =
  | { type: "request-sent"; model: string; messages: number; round: number }
  | { type: "reply-delta"; text: string }
  /** The model's thinking (Anthropic thinking blocks), shown dimmed; never reply text, never history. */
  | { type: "thinking-delta"; text: string }
  | { type: "reply-done"; text: string; partial: boolean; reason?: string }
  | { type: "retry"; attempt: number; delayMs: number; reason: string }
  | { type: "file-changed"; change: FileChange; dryRun: boolean }
  | { type: "edit-applied"; edit: AppliedEdit }
  | { type: "edit-failed"; issue: EditIssue }
  | { type: "commands-suggested"; commands: string[] }
  | { type: "commit-created"; hash: string; message: string; kind: "edit" | "dirty" }
  | { type: "check-failed"; kind: "lint" | "test"; command: string; output: string }
  /** The turn ended with this check's last run failing (nothing more will fix it this turn). */
  | { type: "check-unresolved"; kind: "lint" | "test"; command: string }
  /** A "no" to these files' edits ended the turn: nothing more is sent to the model. */
  | { type: "edits-declined"; paths: string[] }
  /** git could not commit kerf's edits; they stay in the working tree, unstaged and uncommitted. */
  | { type: "commit-failed"; message: string }
  | { type: "reflection"; round: number; message: string }
  /** One tool call of the reply, before it is carried out: its edits' events carry `index` as their
   *  block index. `input` is the call's arguments as the model wrote them. */
  | { type: "tool-call"; index: number; name: string; input: string }
  /** One tool call of the reply and the result sent back for it (what changed, or why nothing did). */
  | { type: "tool-result"; name: string; ok: boolean; output: string }
  | { type: "files-added"; paths: string[] }
  | { type: "usage"; model: string; usage: Usage; cost: number | null }
  | { type: "phase"; name: "architect" | "editor" }
  | { type: "history-summarized"; beforeTokens: number; afterTokens: number }
  | { type: "warning"; message: string }
  | { type: "info"; message: string };

export type CoderEventType = CoderEvent["type"];
export type Reporter = (event: CoderEvent) => void;

/** A question the coder needs a person (or --yes-always) to answer. An edit's question names what the
 *  edit does to a file outside the chat and carries its `diff`, to be shown before asking. */
export type Question =
  | { kind: "create-file"; path: string; diff?: string }
  | { kind: "edit-outside-chat"; path: string; diff?: string }
  | { kind: "overwrite-outside-chat"; path: string; diff?: string }
  | { kind: "delete-outside-chat"; path: string; diff?: string }
  | { kind: "move-outside-chat"; path: string; to: string; diff?: string }
  | { kind: "add-files"; paths: string[] }
  /** An edit to a file that looks like a secret store: only a person may say yes (not --yes-always). */
  | { kind: "edit-secret"; path: string }
  /** An edit to a file the user gave as read-only (`--read`): only a person may say yes. */
  | { kind: "edit-read-only"; path: string }
  /** A chat or read-only file that looks like a secret store or is git-ignored, before it is sent: only a
   *  person may say yes. `reason` completes "<path> …" ("looks like a secret store (keys, tokens)"). */
  | { kind: "send-secret"; path: string; reason: string }
  | { kind: "architect-edit" }
  /** A call of an MCP server's tool that the server does not mark read-only: `input` is its arguments. */
  | McpCallQuestion;

export type Confirm = (question: Question) => boolean | Promise<boolean>;

/** Questions that --yes-always never answers: only a person may say yes to these. */
export const PERSON_ONLY: ReadonlySet<Question["kind"]> = new Set([
  "edit-secret",
  "edit-read-only",
  "send-secret",
]);
