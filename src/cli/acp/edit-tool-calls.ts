// The `tool_call`s of kind `edit` a turn shows: one per file a reply's write changes, pending with its
// diff (absolute path, old text — null for a new file — and new text) and its location (the first line
// that changes), then completed or failed; and one, failed, per edit kerf could not make, in the words the
// CLI prints (`describeIssue`), later given the reflection's words. Builds updates; sends nothing.
import path from "node:path";
import type { SessionUpdate, ToolCallContent, ToolKind } from "@agentclientprotocol/sdk";
import type { EditIssue } from "../../edits/edit.js";
import { describeIssue } from "../../edits/issue-text.js";
import type { FileWrite } from "../../edits/workspace/workspace.js";

const decoder = new TextDecoder();

export class EditToolCalls {
  private next = 0;
  /** The calls of the write in progress, by file. */
  private writing: { id: string; write: FileWrite }[] = [];
  /** This round's failed edits: the reflection that follows is added to them. */
  private failed: string[] = [];

  constructor(
    private readonly root: string,
    private readonly send: (update: SessionUpdate) => void,
  ) {}

  /** A write is about to land: one pending call per file. */
  announce(writes: readonly FileWrite[]): void {
    this.writing = writes.map((write) => ({ id: this.id(), write }));
    for (const { id, write } of this.writing) {
      this.send({
        sessionUpdate: "tool_call",
        toolCallId: id,
        title: `${titleVerb(write)} ${write.rel}`,
        kind: kindOf(write),
        status: "pending",
        content: [diffOf(this.abs(write.rel), write)],
        locations: [{ path: this.abs(write.rel), line: firstChangedLine(write) }],
        rawInput: { path: write.rel },
      });
    }
  }

  /** The write landed (no error) or did not: every call of it settles. */
  settle(error: unknown): void {
    for (const { id } of this.writing) {
      if (error === undefined)
        this.send({ sessionUpdate: "tool_call_update", toolCallId: id, status: "completed" });
      else
        this.send({
          sessionUpdate: "tool_call_update",
          toolCallId: id,
          status: "failed",
          content: [textContent(error instanceof Error ? error.message : String(error))],
        });
    }
    this.writing = [];
  }

  /** An edit kerf could not make: a failed call with the sentence the CLI prints. */
  failedEdit(issue: EditIssue): void {
    const id = this.id();
    this.failed.push(id);
    const file = issue.path;
    this.send({
      sessionUpdate: "tool_call",
      toolCallId: id,
      title: file ? `Edit ${file}` : "Edit",
      kind: "edit",
      status: "failed",
      content: [textContent(describeIssue(issue))],
      ...(file ? { locations: [{ path: this.abs(file) }] } : {}),
    });
  }

  /** The reflection sent back to the model about this round's failed edits: their calls carry it. */
  reflection(message: string): void {
    for (const id of this.failed)
      this.send({ sessionUpdate: "tool_call_update", toolCallId: id, content: [textContent(message)] });
    this.failed = [];
  }

  private id(): string {
    return `kerf-edit-${++this.next}`;
  }

  private abs(rel: string): string {
    return path.isAbsolute(rel) ? rel : path.join(this.root, ...rel.split("/"));
  }
}

function textContent(text: string): ToolCallContent {
  return { type: "content", content: { type: "text", text } };
}

function diffOf(absolute: string, write: FileWrite): ToolCallContent {
  return {
    type: "diff",
    path: absolute,
    oldText: write.before === undefined ? null : decoder.decode(write.before),
    newText: write.after === undefined ? "" : decoder.decode(write.after),
  };
}

function kindOf(write: FileWrite): ToolKind {
  return write.after === undefined ? "delete" : "edit";
}

function titleVerb(write: FileWrite): string {
  if (write.before === undefined) return "Create";
  return write.after === undefined ? "Delete" : "Edit";
}

/** The 1-based number of the first line the write changes (1 for a new or deleted file). */
export function firstChangedLine(write: FileWrite): number {
  if (write.before === undefined || write.after === undefined) return 1;
  const before = decoder.decode(write.before).split("\n");
  const after = decoder.decode(write.after).split("\n");
  let line = 0;
  while (line < before.length && line < after.length && before[line] === after[line]) line++;
  return line + 1;
}
