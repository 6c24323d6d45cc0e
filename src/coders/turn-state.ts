// What a coder remembers between turns for the per-turn preamble: the last git status snapshot, the
// skills active in the last turn and the ones the user named with /skill for the next message.
import type { ChatMessage } from "../core/chat-message.js";
import type { GitRepo } from "../git/git-repo.js";
import type { SkillMatch } from "../instructions/skill-relevance.js";
import type { CoderOptions } from "./coder-options.js";
import { gatherTurnContext, statusSnapshot, type PreambleParts } from "./turn-context.js";

export interface RunOptions {
  /** Aborts this run only. */
  signal?: AbortSignal;
  /** The earlier answer this message replies to; its first 300 characters join the preamble. */
  replyTo?: string | null;
  /** Build the message without remembering anything (for --show-prompts). */
  preview?: boolean;
}

const systemTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export class TurnState {
  snapshot: Map<string, string> | null = null;
  activeSkills: SkillMatch[] = [];
  /** Skills the user named with /skill; used by the next message, then cleared. */
  namedSkills: string[] = [];

  async prepare(
    message: string,
    context: {
      options: CoderOptions;
      files: readonly string[];
      history: readonly ChatMessage[];
      replyTo: string | null;
      preview: boolean;
    },
  ): Promise<{ text: string; warnings: string[] }> {
    const { options } = context;
    const gathered = await gatherTurnContext({
      message,
      root: options.root,
      cwd: options.platform.cwd ?? options.root,
      git: options.git ?? null,
      files: context.files,
      skills: options.skills ?? [],
      namedSkills: this.namedSkills,
      history: context.history,
      parts: options.turnPreamble ?? {},
      now: (options.clock ?? (() => new Date()))(),
      timeZone: options.timeZone ?? systemTimeZone(),
      replyTo: context.replyTo,
      lastSnapshot: this.snapshot,
    });
    if (!context.preview) {
      this.activeSkills = gathered.activeSkills;
      this.namedSkills = [];
      if (this.snapshot === null) this.snapshot = gathered.snapshot;
    }
    const text = gathered.text === "" ? message : `${gathered.text}\n\n${message}`;
    return { text, warnings: gathered.warnings };
  }

  /** The status after a turn, so the next preamble counts only what changed since. */
  async take(
    git: GitRepo | null,
    parts: PreambleParts | false | undefined,
  ): Promise<Map<string, string> | null> {
    if (!git || parts === false || parts?.git === false) return null;
    return statusSnapshot(git);
  }
}
