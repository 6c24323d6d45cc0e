// Runs an edit list against the virtual file states, in order: path checks, confirmation, matching, and
// the all-or-nothing policy. Decides everything a write will do; writes nothing (write-plan.ts writes).
import { escapeControl } from "../../trust/escape-control.js";
import { isSecretPath } from "../../trust/secret-files.js";
import type { Edit, EditIssue, IssueCode, IssueReason } from "../edit.js";
import { applyReplace } from "../match/apply-replace.js";
import type { PlacementHint } from "../match/settle.js";
import { normalizeReplyPath } from "../reply-path.js";
import type { Workspace } from "../workspace/workspace.js";
import type { WrittenFile } from "../write/written-file.js";
import type { AppliedEdit, ApplyOptions, ConfirmRequest, FileChange } from "./apply-types.js";
import { planBlocks } from "./call-blocks.js";
import { describeChange, nothingApplies } from "./plan-outcome.js";
import { createOverExisting, createsSameText } from "./create-over-existing.js";
import { escapedIssue } from "./escaped-issue.js";
import { FileStates, type FileState } from "./file-state.js";
import { soleChatFileFor } from "./sole-chat-file.js";

type Step = { applied: AppliedEdit } | { failed: EditIssue };

/** Everything a write will do: the files to write (final states) and what to report. */
export interface Plan {
  /** Files whose final state differs from disk, in first-touched order; empty when nothing applies. */
  changed: FileState[];
  /** The same files as diffs, for the report. */
  changes: FileChange[];
  applied: AppliedEdit[];
  failed: EditIssue[];
  /** All or nothing: the writer rolls back every file if one write fails. */
  atomic: boolean;
  /** Told about recoveries of the write stage (an interrupted write rolled back, a stale lock). */
  onNotice?: (message: string) => void;
  /** Told what the write replaced and left, once it landed (the turn's rewind record). */
  onWritten?: (files: WrittenFile[]) => void;
}

export interface PlanOptions extends ApplyOptions {
  /** Issues found while parsing the reply: reported first, and for an atomic plan they stop it. */
  parseIssues?: readonly EditIssue[];
}

export async function planEdits(
  workspace: Workspace,
  edits: readonly Edit[],
  options: PlanOptions,
): Promise<Plan> {
  const atomic = options.policy === "atomic";
  const failed = (options.parseIssues ?? []).map(escapedIssue);
  // An atomic reply that did not parse cleanly is not planned at all: no reads, no questions.
  if (atomic && failed.length > 0) return nothingApplies(failed, edits);
  const states = new FileStates(workspace, options.text);
  const planner = new Planner(workspace, states, options);
  const planned = await planBlocks(edits, options.policy, states, (edit) => planner.step(edit));
  const applied = planned.applied;
  failed.push(...planned.failed);
  if (atomic && failed.length > 0) return nothingApplies(failed, edits);
  const changed = states.changed();
  const plan: Plan = { changed, changes: changed.map(describeChange), applied, failed, atomic };
  if (options.onNotice) plan.onNotice = options.onNotice;
  if (options.onWritten) plan.onWritten = options.onWritten;
  return plan;
}

class Planner {
  /** The answers to `confirm`, per path, and to the secret and read-only questions, per question. */
  private readonly answers = new Map<string, boolean>();
  private readonly personAnswers = new Map<string, boolean>();
  /** Per path, with `inFileOrder`, the line the reply's last edit landed at: the next one sits below it. */
  private readonly hunkStarts = new Map<string, number>();
  private readonly chatFiles: Set<string> | undefined;
  private readonly readOnly: Set<string>;

  constructor(
    private readonly workspace: Workspace,
    private readonly states: FileStates,
    private readonly options: ApplyOptions,
  ) {
    this.chatFiles = options.files ? new Set(options.files.map(normalizeReplyPath)) : undefined;
    this.readOnly = new Set((options.readOnlyFiles ?? []).map(normalizeReplyPath));
  }

  async step(edit: Edit): Promise<Step> {
    const where = await this.workspace.check(edit.path);
    if (!where.ok) return fail(edit, where.code, where.reason);
    if (this.workspace.isFolder?.(where.rel))
      return fail({ ...edit, path: where.rel }, "invalid-path", { kind: "folder", file: where.rel });
    const state = await this.states.get(where.rel);
    const pathed = { ...edit, path: where.rel };
    if (state.text === undefined && pathed.kind === "replace") {
      const textOf = async (rel: string) => (await this.states.get(rel)).text;
      const target = await soleChatFileFor(pathed, this.chatFiles, textOf);
      if (target) return withRequestedPath(await this.step({ ...pathed, path: target }), pathed.path);
    }
    if (state.binary) return fail(pathed, "binary", { kind: "binary", file: where.rel });
    if (state.tooLarge) return fail(pathed, "too-large", this.tooLarge(state));
    const refusal = refusalFor(pathed, state, this.options.text?.encoding);
    if (refusal) return fail(pathed, refusal.code, refusal.reason);
    if (createsSameText(pathed, state)) {
      const { blockIndex, kind, path } = pathed;
      const endLine = (state.text ?? "").split("\n").length - 1;
      return { applied: { blockIndex, kind, path, strategy: "already-applied", startLine: 1, endLine } };
    }
    const exists = createOverExisting(pathed, state);
    if (exists) return fail(pathed, "file-exists", exists);
    if (
      isSecretPath(where.rel) &&
      !(await this.once(`secret ${where.rel}`, this.options.confirmSecret, where.rel))
    ) {
      return fail(pathed, "secret-file", { kind: "secret-file", file: where.rel });
    }
    const readOnly = await this.readOnlyRefusal(pathed, where.rel);
    if (readOnly) return readOnly;
    // A person's yes to editing a read-only file answers the outside-the-chat question too.
    const ask = this.readOnly.has(where.rel)
      ? null
      : askFor(pathed, state, this.chatFiles, this.options.confirmOverwrites === true);
    const declined: IssueReason = { kind: "declined", file: where.rel };
    return this.confirmed(pathed, ask, declined, () => this.perform(pathed, state));
  }

  private perform(pathed: Edit, state: FileState): Step | Promise<Step> {
    switch (pathed.kind) {
      case "replace":
        return this.replace(pathed, state);
      case "write":
        return this.write(pathed, state);
      case "delete":
        return this.remove(pathed, state);
      case "move":
        return this.move(pathed, state);
    }
  }

  private replace(edit: Extract<Edit, { kind: "replace" }>, state: FileState): Step {
    if (state.text === undefined) {
      // An empty hunk changes nothing, and must not create an empty file either.
      if (edit.search === "" && edit.replace === "") {
        return {
          applied: { blockIndex: edit.blockIndex, kind: "replace", path: edit.path, strategy: "no-op" },
        };
      }
      if (edit.search.trim() !== "" || edit.afterLine !== undefined) {
        return fail(edit, "file-missing", { kind: "file-missing", file: edit.path, needed: "search" });
      }
      state.text = edit.replace;
      return {
        applied: { blockIndex: edit.blockIndex, kind: "replace", path: edit.path, strategy: "create" },
      };
    }
    const outcome = applyReplace(
      {
        content: state.text,
        search: edit.search,
        replace: edit.replace,
        anchors: edit.anchors,
        atEnd: edit.atEnd,
        path: edit.path,
        inline: edit.inline,
        replaceAll: edit.replaceAll,
        afterLine: edit.afterLine,
        exactLines: edit.exactLines,
        ...((this.options.inFileOrder || edit.lineHint !== undefined) && {
          placement: this.placementOf(edit),
        }),
      },
      { fuzzyThreshold: this.options.fuzzyThreshold },
    );
    if (!outcome.ok) {
      const { ok: _ok, code, ...rest } = outcome;
      return { failed: { code, path: edit.path, blockIndex: edit.blockIndex, ...rest } };
    }
    state.text = outcome.content;
    const { startLine, endLine, similarity, strategy } = outcome;
    if (this.options.inFileOrder) this.hunkStarts.set(edit.path, startLine);
    const applied: AppliedEdit = {
      blockIndex: edit.blockIndex,
      kind: "replace",
      path: edit.path,
      strategy,
      startLine,
      endLine,
    };
    if (similarity !== undefined) applied.similarity = similarity;
    return { applied };
  }

  private placementOf(edit: Extract<Edit, { kind: "replace" }>): PlacementHint {
    const after = this.hunkStarts.get(edit.path);
    const near = edit.lineHint;
    return { ...(after !== undefined && { after }), ...(near !== undefined && { near }) };
  }

  private write(edit: Extract<Edit, { kind: "write" }>, state: FileState): Step {
    const strategy = state.text === undefined ? "create" : "write";
    const overwrote = edit.overwrite === true && state.text !== undefined;
    // The file's BOM is kept by its style: a listing that repeats it must not write a second one.
    state.text = state.style.bom ? edit.content.replace(/^\uFEFF/, "") : edit.content;
    const applied: AppliedEdit = { blockIndex: edit.blockIndex, kind: "write", path: edit.path, strategy };
    if (overwrote) applied.overwrote = true;
    return { applied };
  }

  private remove(edit: Extract<Edit, { kind: "delete" }>, state: FileState): Step {
    if (state.text === undefined)
      return fail(edit, "file-missing", { kind: "file-missing", file: edit.path, needed: "delete" });
    state.text = undefined;
    return { applied: { blockIndex: edit.blockIndex, kind: "delete", path: edit.path, strategy: "delete" } };
  }

  private async move(edit: Extract<Edit, { kind: "move" }>, source: FileState): Promise<Step> {
    if (source.text === undefined)
      return fail(edit, "file-missing", { kind: "file-missing", file: edit.path, needed: "move" });
    const where = await this.workspace.check(edit.to);
    if (!where.ok) return fail(edit, where.code, { kind: "move-target", target: where.reason });
    if (this.workspace.isFolder?.(where.rel))
      return fail(edit, "invalid-path", { kind: "move-target", target: { kind: "folder", file: where.rel } });
    const target = await this.states.get(where.rel);
    const readOnly = where.rel === edit.path ? undefined : await this.readOnlyRefusal(edit, where.rel);
    if (readOnly) return readOnly;
    if (target.tooLarge)
      return fail(edit, "too-large", { kind: "move-target", target: this.tooLarge(target) });
    // The V4A reference overwrites an existing target, and the format's models are trained on that.
    const overwrites = target.text !== undefined && where.rel !== edit.path;
    const asWrite: Edit = { kind: "write", path: where.rel, content: "", blockIndex: edit.blockIndex };
    const overwriteAsk = this.options.confirmOverwrites === true;
    // A source outside the chat is asked about as a move ("Move a.py, … to b.py?"), new target included.
    const movesOutside = this.chatFiles?.has(edit.path) === false && !this.readOnly.has(edit.path);
    const create = movesOutside ? null : "create";
    const ask = overwrites ? askFor(asWrite, target, this.chatFiles, overwriteAsk) : create;
    const declined: IssueReason = { kind: "declined-target", file: where.rel, overwrites };
    return this.confirmed({ ...edit, path: where.rel }, ask, declined, () => {
      Object.assign(target, { text: source.text, style: source.style, mode: source.mode });
      if (where.rel !== edit.path) source.text = undefined;
      const applied: AppliedEdit = {
        blockIndex: edit.blockIndex,
        kind: "move",
        path: edit.path,
        strategy: "move",
        to: where.rel,
      };
      if (overwrites) applied.overwrote = true;
      return { applied };
    });
  }

  /** A read-only (`--read`) file is edited only after a person's yes; --yes-always does not count. */
  private async readOnlyRefusal(edit: Edit, rel: string): Promise<Step | undefined> {
    if (!this.readOnly.has(rel) || (await this.once(`read-only ${rel}`, this.options.confirmReadOnly, rel)))
      return undefined;
    return fail({ ...edit, path: rel }, "read-only-file", { kind: "read-only-file", file: rel });
  }

  /** A person's question about a path, asked once per plan (no callback: no). */
  private async once(
    key: string,
    question: ((path: string) => boolean | Promise<boolean>) | undefined,
    path: string,
  ): Promise<boolean> {
    if (!this.personAnswers.has(key)) this.personAnswers.set(key, question ? await question(path) : false);
    return this.personAnswers.get(key) as boolean;
  }

  /** Every edit to a file over the limit is refused: it was never read (so never shown to the model). */
  private tooLarge(state: FileState): IssueReason {
    return { kind: "too-large", file: state.rel, size: state.size ?? 0, limit: this.workspace.maxFileBytes };
  }

  /**
   * Plans the edit (`perform`), asking first when it needs a yes: once per path, after planning, so the
   * question comes with the diff of what the edit would do, and an edit that fails anyway asks nothing.
   * A "no" puts every file back as it was. No question or no callback means yes.
   */
  private async confirmed(
    edit: Edit,
    kind: ConfirmRequest["kind"] | null,
    declined: IssueReason,
    perform: () => Step | Promise<Step>,
  ): Promise<Step> {
    const confirm = this.options.confirm;
    if (kind === null || !confirm || this.chatFiles?.has(edit.path)) return perform();
    const known = this.answers.get(edit.path);
    if (known === false) return fail(edit, "refused", declined);
    const saved = this.states.snapshot();
    const done = await perform();
    if (known === true || "failed" in done) return done;
    const diff = this.states
      .changedSince(saved)
      .map((state) => describeChange(state).diff)
      .join("");
    const to = edit.kind === "move" ? { to: edit.to } : {};
    const answer = await confirm({ kind, path: edit.path, blockIndex: edit.blockIndex, diff, ...to });
    this.answers.set(edit.path, answer);
    if (answer) return done;
    this.states.restore(saved);
    return fail(edit, "refused", declined);
  }
}

/** New files and existing files outside the chat need a yes, the question naming what the edit does
 *  (edit, replace whole, delete, move); with `overwrites` and no chat files, so do whole-file rewrites,
 *  deletions and moves. Edits that will fail anyway ask nothing (see confirmed). */
function askFor(
  edit: Edit,
  state: FileState,
  chatFiles: Set<string> | undefined,
  overwrites: boolean,
): ConfirmRequest["kind"] | null {
  if (state.text !== undefined) {
    const outside = chatFiles !== undefined && !chatFiles.has(edit.path);
    if (!outside && !(overwrites && chatFiles === undefined)) return null;
    if (edit.kind === "delete") return "delete";
    if (edit.kind === "move") return "move";
    if (edit.kind === "write") return "overwrite";
    return outside ? "edit-outside-chat" : null;
  }
  const creates =
    edit.kind === "write" ||
    (edit.kind === "replace" && edit.search.trim() === "" && edit.afterLine === undefined);
  return creates ? "create" : null;
}

/** A block the planner moved to the only chat file says which path it named. */
function withRequestedPath(step: Step, requested: string): Step {
  if ("applied" in step) step.applied.requestedPath = requested;
  return step;
}

/** The issue names the path escaped: a refused reply path may hold control characters. */
function fail(edit: Edit, code: EditIssue["code"], reason: IssueReason): Step {
  return { failed: { code, path: escapeControl(edit.path), blockIndex: edit.blockIndex, reason } };
}

/** Files kerf must not rewrite whatever the edit: not UTF-8 (bytes would be lost), no write permission. */
function refusalFor(
  edit: Edit,
  state: FileState,
  textEncoding: string | undefined,
): { code: IssueCode; reason: IssueReason } | undefined {
  if (state.notUtf8) {
    const encoding = !textEncoding || /^utf-?8$/i.test(textEncoding) ? "UTF-8" : textEncoding;
    return {
      code: "not-utf8",
      reason: { kind: "not-utf8", file: edit.path, encoding },
    };
  }
  if (state.mode !== undefined && (state.mode & 0o200) === 0) {
    return {
      code: "read-only",
      reason: { kind: "no-write-permission", file: edit.path, mode: state.mode },
    };
  }
  return undefined;
}
