// The state of one interactive session: the session, the terminal, the input and the current coder,
// plus the two things every command needs: run a message (Ctrl-C aborts it) and ask a yes/no question.
import { Coder, type CreateCoderOptions } from "../../coders/base-coder.js";
import { PERSON_ONLY } from "../../coders/coder-events.js";
import { failingChecks, leftUndone, type TurnResult } from "../../coders/turn.js";
import { discoverFiles } from "../../repomap/discover-files.js";
import { answersYesByDefault, questionDiff, questionText, yesAnswer, yesNoHint } from "../confirm.js";
import type { Session } from "../setup.js";
import type { Terminal } from "../terminal.js";
import type { CommandOutcome } from "./commands/command.js";
import type { LineInput } from "./line-input.js";
import { quotedAnswer } from "./reply-to.js";
import { runWithFallback } from "../fallback.js";

export class Repl {
  /** Project files for /add and completion; refreshed after each input. */
  projectFiles: string[] = [];
  /** The commits the last message made, for /diff. */
  lastCommits: string[] = [];
  /** The last reply's text, for /copy. */
  lastReply = "";
  /** Every answer of this session in order, for /reply N and `>` quotes (kept through /clear). */
  readonly answers: string[] = [];
  /** /multiline-mode: Enter adds a line, an empty line sends. */
  multiline = false;
  /** Messages that ended in an error, with edits still failing (or refused by the piped "no"), or with
   *  a check's last run failing: a piped session's exit code. */
  readonly trouble = { errors: 0, failedEdits: 0, failedChecks: 0, capped: 0 };

  constructor(
    readonly session: Session,
    readonly term: Terminal,
    readonly input: LineInput,
    /** Runs one command line (the command table's dispatch, passed in so that commands which run
     *  other commands — /load — need not import the table that lists them). */
    private readonly dispatch: (repl: Repl, line: string) => Promise<CommandOutcome> = async () => undefined,
  ) {
    // The coder asks its questions through this session's input, not a second readline on stdin.
    // --yes-always never answers what only a person may (a secret store): those are always asked.
    this.replaceCoder({
      confirm: (question) =>
        this.ask(
          questionText(question),
          PERSON_ONLY.has(question.kind),
          answersYesByDefault(question),
          questionDiff(question),
        ),
    });
  }

  get coder(): Coder {
    return this.session.coder;
  }

  /** A coder like the current one (files, history, options) with `changes`; it becomes current. */
  replaceCoder(changes: Omit<CreateCoderOptions, "from"> = {}): Coder {
    const editFormat = changes.editFormat ?? this.coder.editFormat;
    this.session.coder = Coder.create({ from: this.coder, ...changes, editFormat });
    return this.session.coder;
  }

  /** A coder like the current one in another edit format, leaving the current one in place. */
  coderFor(editFormat: string, changes: Omit<CreateCoderOptions, "from" | "editFormat"> = {}): Coder {
    return Coder.create({ from: this.coder, ...changes, editFormat });
  }

  /** Runs a command line as if it had been typed. */
  command(line: string): Promise<CommandOutcome> {
    return this.dispatch(this, line);
  }

  /** Runs one message; Ctrl-C aborts the request. Errors are shown, never thrown: the session goes on. */
  async runMessage(
    message: string,
    coder: Coder = this.coder,
    reply: { replyTo: string; answerNumber: number } | null = null,
  ): Promise<TurnResult | null> {
    const target = reply ?? this.quoteTarget(message);
    if (target) this.term.out(this.term.color.dim(`(replying to answer #${target.answerNumber})`));
    // Each message gets a fresh signal, so a past Ctrl-C is spent.
    const controller = new AbortController();
    const turnsBefore = this.session.sessionLog.recorded?.turnCount ?? 0;
    try {
      const result = await this.input.busy(
        () => controller.abort(),
        () => {
          const run = (c: Coder) =>
            c.run(message, { signal: controller.signal, replyTo: target?.replyTo ?? null });
          // A one-off coder (/ask, /code, /architect with a message) is not switched to a fallback.
          if (coder !== this.coder) return run(coder);
          return runWithFallback(this.session, run, (change) =>
            this.term.err(this.term.color.yellow(change.message)),
          );
        },
      );
      this.lastCommits = result.commits.map((commit) => commit.hash);
      if (result.reply) {
        this.lastReply = result.reply;
        this.answers.push(result.reply);
      }
      if (leftUndone(result, this.input.interactive)) this.trouble.failedEdits++;
      if (failingChecks(result).length > 0) this.trouble.failedChecks++;
      if (result.commitError !== undefined) this.trouble.errors++;
      // An incomplete reply is the server's fault, an error (a Ctrl-C the user typed is not).
      if (result.stopped === "incomplete-reply" && !controller.signal.aborted) this.trouble.errors++;
      return result;
    } catch (error) {
      // A turn stopped after it wrote is in the session log (marked interrupted): its files stay.
      const wrote = (this.session.sessionLog.recorded?.turnCount ?? 0) > turnsBefore;
      const text = controller.signal.aborted
        ? `Interrupted: ${wrote ? "the edits already written stay" : "nothing from the reply was applied"}.`
        : `error: ${error instanceof Error ? error.message : String(error)}`;
      this.term.err(this.term.color.red(text));
      if (wrote) this.term.err("The files this turn wrote stay as they are; /rewind puts them back.");
      // A spend cap refused the request: said like any error, and the session goes on.
      if (error instanceof Error && error.name === "SpendCapError") this.trouble.capped++;
      else if (!controller.signal.aborted) this.trouble.errors++;
      return null;
    } finally {
      this.term.stopWaiting();
    }
  }

  /** A message that opens with `>` lines quoting an earlier answer replies to that answer. */
  private quoteTarget(message: string): { replyTo: string; answerNumber: number } | null {
    const index = quotedAnswer(message, this.answers);
    const answer = index === null ? undefined : this.answers[index];
    return index === null || answer === undefined ? null : { replyTo: answer, answerNumber: index + 1 };
  }

  /** Yes with --yes-always (unless `personOnly`); no when stdin is piped (said on stderr); else the
   *  user's answer (Enter alone: `defaultYes`). `diff`: what an edit would do, shown before its question. */
  async ask(question: string, personOnly = false, defaultYes = false, diff?: string): Promise<boolean> {
    if (this.session.settings.values.yesAlways === true && !personOnly) return true;
    if (diff) this.term.diff(diff, "err");
    if (!this.input.interactive) {
      const why = personOnly
        ? "stdin is not interactive, and only a person may answer this (not --yes-always)"
        : "stdin is not interactive; pass --yes-always to allow";
      this.term.err(`${question} (y/N) no — ${why}`);
      return false;
    }
    const answer = await this.input.read(`${question} ${yesNoHint(defaultYes)} `, { record: false });
    // Ctrl-D or the end of input is never a yes.
    return answer !== null && yesAnswer(answer, defaultYes);
  }

  /** `listed`: a listing already under way (the one start-up asked for), used instead of a new one. */
  async refreshProjectFiles(listed?: Promise<string[] | null>): Promise<void> {
    const { root, git } = this.session;
    const again = () => discoverFiles({ root, git: git !== null, gitTimeoutMs: git?.timeoutMs });
    const files = listed ? await listed : await again().catch(() => null);
    this.projectFiles = files ?? this.projectFiles;
  }

  /** Editable and read-only chat files, sorted. */
  chatFiles(): string[] {
    return [...new Set([...this.coder.files, ...this.coder.readOnlyFiles])].sort();
  }
}
