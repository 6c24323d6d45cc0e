// The abstract Coder: one turn as a template method — build messages → send → handle the reply →
// reflect → remember. Subclasses choose the prompts and at most one hook; git, checks, history and
// the edit engine live in their own modules. Never prints: everything goes through the reporter.
import { messageText, type ChatMessage } from "../core/chat-message.js";
import { normalizeReplyPath } from "../edits/reply-path.js";
import { countMessages } from "../models/tokens.js";
import { roleModels } from "../models/model-roles.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import type { EditFormat } from "../formats/edit-format.js";
import { editsAppliedMessages } from "../prompts/turn-texts.js";
import { discoverFiles } from "../repomap/discover-files.js";
import { DEFAULTS } from "../core/defaults.js";
import { DECLINED_REASONS } from "../core/chat-types.js";
import { applyStep } from "./apply-step.js";
import { sentMapCeiling } from "./chat-context.js";
import { mapChatFiles, PromptState } from "./prompt-state.js";
import { buildRequestMessages, type BuiltMessages } from "./request-messages.js";
import { requestReply } from "./send-request.js";
import type { RepoMapResult } from "../repomap/repo-map.js";
import { PERSON_ONLY, type Confirm, type Question, type Reporter } from "./coder-events.js";
import type { CoderOptions } from "./coder-options.js";
import { coderClassFor } from "./coder-lookup.js";
import { chooseEditFormat } from "./format-choice.js";
import { addedFilesReflection, mentionedFiles } from "./file-mentions.js";
import { compactHistory } from "./history.js";
import { SecretConsent } from "./secret-consent.js";
import { layerSources, loadBasePrompt } from "./prompt-stack.js";
import { TurnState, type RunOptions } from "./turn-state.js";
import { describeLayers, type PromptLayer } from "../chunks/prompt-layers.js";
import type { BasePrompt } from "../instructions/base-prompt.js";
import { Turn, type FollowUp, type SentReply, type TurnResult } from "./turn.js";
import { toolRound } from "./tool-round.js";
import type { ToolCall } from "../core/tool-types.js";
import type { WireTools } from "../llm/tool-choice.js";
import { declaredTools } from "./llm-request.js";

export interface CreateCoderOptions extends Partial<CoderOptions> {
  /** Switch format keeping this coder's files, history and options. */
  from?: Coder;
}

export type { BuiltMessages };

export abstract class Coder {
  /** The edit format this coder speaks, by reference: name, parser, renderer, prompts, examples. */
  static readonly format: EditFormat;

  readonly root: string;
  readonly files = new Set<string>();
  readonly readOnlyFiles = new Set<string>();
  /** Earlier turns (possibly summarised). */
  done: ChatMessage[];
  readonly options: CoderOptions;
  readonly prompts: CoderPrompts;
  /** The tools this coder's requests declare (a tool-call format), as they go on the wire. */
  readonly tools: WireTools | undefined;
  protected readonly report: Reporter;
  protected readonly confirm: Confirm;
  private pendingSummary: Promise<void> = Promise.resolve();
  private basePrompt: Promise<BasePrompt> | null = null;
  /** The per-turn preamble's memory: last git status, active skills, skills named with /skill. */
  readonly turnState = new TurnState();
  /** Which secret-looking or git-ignored chat files a person allowed to be sent. */
  readonly consent = new SecretConsent();
  /** The pinned chat-file copies and the session's repo map: what keeps each request's prefix stable. */
  readonly promptState = new PromptState();

  constructor(options: CoderOptions) {
    this.options = options;
    this.root = options.root;
    for (const file of options.files ?? []) this.files.add(normalizeReplyPath(file));
    for (const file of options.readOnlyFiles ?? []) this.readOnlyFiles.add(normalizeReplyPath(file));
    this.done = [...(options.history ?? [])];
    if (options.promptSnapshot) this.promptState.restore(options.promptSnapshot);
    // An architect's editor speaks the format's compact editor prompts where the format has them; a
    // tool-call format's words follow the tools its requests declare.
    this.tools = declaredTools(this.format, options.llm, options.model);
    this.prompts =
      (options.asEditor ? this.format.editorPrompts?.(this.tools) : undefined) ??
      this.format.prompts(this.tools);
    this.report = options.reporter ?? (() => {});
    this.confirm =
      options.confirm ??
      ((question: Question) => !PERSON_ONLY.has(question.kind) && options.yesAlways === true);
  }

  /** Builds the coder for `editFormat` (else the model's), or switches `from` a coder to a new format. */
  static create(options: CreateCoderOptions): Coder {
    const { from, ...rest } = options;
    const base: Partial<CoderOptions> = from
      ? {
          ...from.options,
          files: [...from.files],
          readOnlyFiles: [...from.readOnlyFiles],
          history: from.done,
        }
      : {};
    const merged = { ...base, ...rest } as CoderOptions;
    if (!merged.model || !merged.llm || !merged.root || !merged.platform) {
      throw new Error("Coder.create needs root, model, llm and platform (or `from`)");
    }
    // Switching keeps the coder's format unless a new model brings its own default.
    const inherited = from ? (rest.model ? undefined : from.editFormat) : merged.editFormat;
    const CoderClass = coderClassFor(chooseEditFormat(rest.editFormat ?? inherited, merged.model));
    const coder = new CoderClass({ ...merged, editFormat: CoderClass.format.name });
    // A switched coder inherits the history; a long one is summarised before its first request.
    if (from) coder.compactInBackground();
    if (from) coder.consent.inherit(from.consent);
    // A new chat mode is the same session: the map stays ranked, the pinned copies stay pinned.
    if (from) coder.promptState.adopt(from.promptState);
    return coder;
  }

  get format(): EditFormat {
    return (this.constructor as typeof Coder).format;
  }

  get editFormat(): string {
    return this.format.name;
  }

  /** Runs one user message to the end: replies, edits, reflections, commits. `signal` aborts this run only. */
  async run(message: string, runOptions: RunOptions = {}): Promise<TurnResult> {
    await this.pendingSummary;
    const text = await this.prepareMessage(message, runOptions);
    const turn = new Turn(text, runOptions.signal ?? this.options.signal, message);
    try {
      const maxReflections = this.options.maxReflections ?? DEFAULTS.maxReflections;
      for (let round = 0; ; round++) {
        const sent = await this.send(turn, round);
        if (sent === null) break;
        // Protocol items that came with the reply (encrypted reasoning) go back with it in this turn only.
        turn.cur.push({
          role: "assistant",
          content: sent.text,
          ...(sent.replay ? { replay: sent.replay } : {}),
          ...(sent.toolCalls ? { toolCalls: sent.toolCalls } : {}),
        });
        const next = await this.followUp(sent, turn);
        if (!next) break;
        // Tool results are recorded even when nothing more is sent: every call in history has its answer.
        const keep = () => next.message.toolResults && turn.cur.push(next.message);
        if (next.ends) {
          keep();
          break;
        }
        if (next.reflects && turn.result.reflections >= maxReflections) {
          turn.result.stopped = "max-reflections";
          this.report({ type: "warning", message: turn.limitWarning(maxReflections) });
          keep();
          break;
        }
        if (round + 1 >= DEFAULTS.maxToolRounds) {
          turn.result.stopped = "request-limit";
          const message = `stopped after ${DEFAULTS.maxToolRounds} requests in one turn`;
          this.report({ type: "warning", message });
          keep();
          break;
        }
        if (next.reflects) {
          const round = ++turn.result.reflections;
          this.report({ type: "reflection", round, message: messageText(next.message) });
        }
        turn.cur.push(next.message);
      }
    } catch (error) {
      const partial = turn.interruptedResult();
      if (partial) await this.options.onTurnDone?.(this, partial);
      throw error;
    }
    for (const event of turn.endEvents()) this.report(event);
    this.remember(turn);
    this.turnState.snapshot = await this.turnState.take(this.options.git ?? null, this.options.turnPreamble);
    await this.options.onTurnDone?.(this, turn.result);
    return turn.result;
  }

  /** The exact messages the next request would send (for --show-prompts and /tokens). Moves the chat
   *  files' pins on (PromptState): a re-pin decided here holds for the request that follows. */
  async buildMessages(cur: readonly ChatMessage[]): Promise<BuiltMessages> {
    await this.dropRefusedSecrets();
    const sources = {
      options: this.options,
      mapOptions: this.mapOptions(),
      root: this.root,
      chatFiles: [...this.files],
      readOnlyFiles: [...this.readOnlyFiles],
      format: this.format,
      prompts: this.prompts,
      promptState: this.promptState,
      done: this.done,
      basePrompt: () => this.loadBasePrompt(),
      report: this.report,
    };
    return buildRequestMessages(sources, cur);
  }

  /** Re-ranks the repo map now (`/map-refresh`): the next request carries the new map. Null: no map. */
  refreshMap(): Promise<RepoMapResult | null> {
    return this.promptState.refreshMap(this.mapOptions(), this.mapChatFiles());
  }

  /** The files the map leaves out and ranks around: the chat files and the read-only ones. */
  mapChatFiles(): string[] {
    return mapChatFiles(this.files, this.readOnlyFiles);
  }

  /** The user's message as this turn sends it: the per-turn preamble first (see turn-context.ts). */
  async prepareMessage(message: string, runOptions: RunOptions = {}): Promise<string> {
    const { text, warnings } = await this.turnState.prepare(message, {
      options: this.options,
      files: [...this.files, ...this.readOnlyFiles],
      history: this.done,
      replyTo: runOptions.replyTo ?? null,
      preview: runOptions.preview === true,
    });
    for (const warning of warnings) this.report({ type: "warning", message: warning });
    return text;
  }

  /** The next request's prompt layers as data: source, roles, stability, tokens, cached or not. */
  async promptLayers(cur: readonly ChatMessage[] = []): Promise<PromptLayer[]> {
    const built = await this.buildMessages(cur);
    const sources = layerSources(
      this.options,
      await this.loadBasePrompt(),
      {
        chat: built.chatFiles.map((f) => f.path),
        readOnly: built.readOnlyFiles.map((f) => f.path),
        changed: built.changedFiles,
        noted: built.notedFiles,
      },
      this.prompts.constructor.name,
    );
    for (const name of built.rewritten) sources[name] += " + rewritten by a plugin";
    if (this.options.developerInstructions?.trim() && built.chunks.developer.length === 0) {
      sources.system += ` + ${sources.developer} (joined: the two-part shape keeps base + developer as one cached system message)`;
    }
    const tokenizer = this.options.model.settings.tokenizer;
    return describeLayers(built.chunks, sources, (messages) => countMessages(messages, { tokenizer }));
  }

  /** The base prompt, read once per coder; a problem with the user's file is a warning, not a failure. */
  private loadBasePrompt(): Promise<BasePrompt> {
    this.basePrompt ??= loadBasePrompt(this.options).then((base) => {
      if (base.warning) this.report({ type: "warning", message: base.warning });
      return base;
    });
    return this.basePrompt;
  }

  /** What goes back to the model after a reply, or null to end the turn: the tool calls' results (a
   *  tool-call format), else the reflection on the reply's text (`handleReply`). */
  protected async followUp(sent: SentReply, turn: Turn): Promise<FollowUp | null> {
    if (sent.toolCalls?.length && this.format.readCall) return this.handleToolCalls(sent.toolCalls, turn);
    const reflection = await this.handleReply(sent.text, turn);
    return reflection ? { message: { role: "user", content: reflection }, reflects: true } : null;
  }

  /** What the edit step of this turn works with: the format, the chat and read-only files, the hooks. */
  private stepInput(turn: Turn) {
    return {
      turn,
      format: this.format,
      fence: turn.fence,
      chatFiles: [...this.files],
      readOnlyFiles: [...this.readOnlyFiles],
      options: this.options,
      confirm: this.confirm,
      report: this.report,
      signal: turn.signal,
      tools: this.tools,
    };
  }

  /** Carries out a reply's tool calls and answers each one; checks that failed ride along as text. */
  protected async handleToolCalls(calls: readonly ToolCall[], turn: Turn): Promise<FollowUp> {
    calls.forEach((call, index) =>
      this.report({ type: "tool-call", index, name: call.name, input: call.input }),
    );
    const step = await toolRound({ calls, ...this.stepInput(turn), mcp: this.options.mcp });
    for (const path of step.created) this.files.add(path);
    step.results.forEach((result, index) => {
      const name = calls[index]?.name ?? "";
      this.report({ type: "tool-result", name, ok: result.isError !== true, output: result.output });
    });
    const message = { role: "user" as const, content: step.checks, toolResults: step.results };
    return { message, reflects: step.reflects, ends: step.ends };
  }

  /** What to do with a reply; returns the reflection message, or "" to end the turn. */
  protected async handleReply(reply: string, turn: Turn): Promise<string> {
    const step = await applyStep({ reply, ...this.stepInput(turn) });
    for (const change of step.result.changes) {
      if (change.change === "created") this.files.add(change.path);
    }
    if (step.result.parsed.edits.length === 0 && !step.reflection) return this.offerMentionedFiles(reply);
    return step.reflection;
  }

  /** The options the repo map is sized from; a coder that needs a larger map overrides it. */
  protected mapOptions(): CoderOptions {
    return this.options;
  }

  /** The ceiling of the map this coder's next request carries (0: none), as buildMessages decides it. */
  mapCeiling(chatFileCount = this.mapChatFiles().length): number {
    return sentMapCeiling(this.mapOptions(), chatFileCount);
  }

  /** Sends the turn so far; returns the reply, or null when the reply is incomplete. */
  protected async send(turn: Turn, round: number): Promise<SentReply | null> {
    const built = await this.buildMessages(turn.cur);
    return requestReply({
      built,
      turn,
      round,
      options: this.options,
      format: this.format,
      report: this.report,
    });
  }

  /** Secret-looking or git-ignored chat files a person did not allow leave the chat, with a warning. */
  private async dropRefusedSecrets(): Promise<void> {
    const paths = [...new Set([...this.files, ...this.readOnlyFiles])].sort();
    for (const { path, reason } of await this.consent.refused(
      paths,
      this.options.git ?? null,
      this.confirm,
    )) {
      this.files.delete(path);
      this.readOnlyFiles.delete(path);
      this.report({
        type: "warning",
        message: `not sending ${path} to the model: it ${reason}; it was dropped from the chat (only a person at an interactive terminal can allow it)`,
      });
    }
  }

  /** The project's files, listed the way the session does: by git only when it has a repository (never
   *  with --no-git). Empty when they cannot be listed. */
  protected projectFiles(): Promise<string[]> {
    const git = this.options.git;
    return discoverFiles({ root: this.root, git: git != null, gitTimeoutMs: git?.timeoutMs }).catch(() => []);
  }

  /** A reply with no edits that names project files not in the chat: offer to add them and re-ask. */
  protected async offerMentionedFiles(reply: string): Promise<string> {
    const project = await this.projectFiles();
    const mentioned = mentionedFiles(reply, project, new Set([...this.files, ...this.readOnlyFiles]));
    if (mentioned.length === 0) return "";
    if (!(await this.confirm({ kind: "add-files", paths: mentioned }))) return "";
    for (const file of mentioned) this.files.add(file);
    this.report({ type: "files-added", paths: mentioned });
    return addedFilesReflection(mentioned);
  }

  /** Moves the turn into history with a note of what changed, and compacts history in the background. */
  private remember(turn: Turn): void {
    // A turn the provider declined (a refusal, its filter) stays out: sent again, it is declined again.
    const declined = turn.result.incomplete !== undefined && DECLINED_REASONS.has(turn.result.incomplete);
    // Replay items belong to the turn's requests only: history keeps the text.
    if (!declined) this.done.push(...turn.cur.map(({ replay: _replay, ...message }) => message));
    const edited = [...new Set(turn.result.changes.map((change) => change.path))];
    if (edited.length > 0 && !this.options.dryRun) {
      this.done.push(...editsAppliedMessages(edited, turn.result.commits.at(-1)));
    }
    this.compactInBackground();
  }

  /** Summarises history that is over budget; the next run waits for it. Never throws: a failure is a warning. */
  protected compactInBackground(): void {
    if (this.options.summarizeHistory === false) return;
    this.pendingSummary = this.compact().catch((error: unknown) => {
      this.report({ type: "warning", message: `could not summarise the chat history: ${String(error)}` });
    });
  }

  private async compact(): Promise<void> {
    const { llm, model, signal } = this.options;
    const compacted = await compactHistory({
      history: this.done,
      llm,
      model,
      weakModel: roleModels(this.options).weakModel,
      signal,
      ...(this.options.maxChatHistoryTokens ? { maxTokens: this.options.maxChatHistoryTokens } : {}),
    });
    if (compacted.after < compacted.before) {
      this.done = compacted.messages;
      this.report({
        type: "history-summarized",
        beforeTokens: compacted.before,
        afterTokens: compacted.after,
      });
    }
  }
}
