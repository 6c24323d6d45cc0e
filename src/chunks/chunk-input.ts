// The inputs of buildChatChunks: the settings subset it reads and the context it assembles.
// Types only.
import type { Fence } from "../core/fences.js";
import type { EditFormat } from "../formats/edit-format.js";
import type { CoderPrompts } from "../prompts/coder-prompts.js";
import type { EnvironmentFacts } from "../prompts/environment-context.js";
import type { PlatformFacts } from "../prompts/platform-text.js";
import type { ChatMessage } from "../core/chat-message.js";

/** The model settings buildChatChunks reads (a subset of the resolved model settings). */
export interface ChunkSettings {
  /** false: the system text goes as a user message followed by an assistant "Ok.". */
  useSystemPrompt: boolean;
  /** true: the few-shot examples go inside the system text instead of as message pairs. */
  examplesAsSystemMessage: boolean;
  /** Where the format reminder is repeated at the end: a system message, the last user message, or not at all. */
  reminder: "sys" | "user" | null;
  /** Put before the system text verbatim (e.g. "Formatting re-enabled. " for reasoning models). */
  systemPromptPrefix?: string | null;
  lazy: boolean;
  overeager: boolean;
  /** Mark the cache breakpoints: pass true only when the model supports them and caching is wanted. */
  cacheControl: boolean;
  /** The provider's minimum cacheable prefix in tokens: no breakpoint is placed over less. */
  minCacheTokens?: number;
  /** The model's input limit in tokens; null/undefined means unknown, and the reminder always fits. */
  maxInputTokens?: number | null;
  /** Whether the model may suggest shell commands. */
  shellCommands: boolean;
  /** The model accepts `developer` messages; otherwise developer instructions travel as `system`. */
  developerRole?: boolean;
  /**
   * The provider caches by system message (Anthropic): base and developer text form one system message,
   * the stable part, and everything after it is separate (OpenCode's two-part shape).
   */
  cacheBySystem?: boolean;
}

export interface ChunkFile {
  /** Relative POSIX path, as shown to the model. */
  path: string;
  content: string;
}

/** How a chat file changed since the conversation last showed it: a unified diff from that text. */
export interface ChatFileChange {
  path: string;
  diff: string;
}

/**
 * A change note: the diffs of the chat files that changed since the conversation last showed them, sent
 * once as a message pair and kept in the history where it was sent, so later requests repeat it byte for
 * byte. `at` is the index, in the history followed by the turn so far, of the message it goes before
 * (the length of that list: after all of it); `after` is the text of the message it follows (null at 0),
 * which tells whether the history still holds it where it was sent.
 */
export interface ChangeNote {
  at: number;
  after: string | null;
  changes: ChatFileChange[];
}

export interface BuildChatChunksInput {
  prompts: CoderPrompts;
  /** The format the replies are in; it renders the prompts' few-shot examples (none without it). */
  editFormat?: EditFormat | null;
  settings: ChunkSettings;
  platform: PlatformFacts;
  /** The resolved reply language (resolveUserLanguage), or null. */
  language?: string | null;
  /** Overrides the fence chosen from the file contents. */
  fence?: Fence | null;
  /** The chat files as pinned: the copies sent whole (see chatFileNotes for what changed since). */
  chatFiles: readonly ChunkFile[];
  /** Diffs from the pinned copies, one note sent after the history (as if at `done.length`). */
  chatFileChanges?: readonly ChatFileChange[];
  /** The change notes since the pins, each placed in `done` + `cur` where it was first sent. */
  chatFileNotes?: readonly ChangeNote[];
  readOnlyFiles?: readonly ChunkFile[];
  repoMap?: string | null;
  /** Earlier turns (possibly summarised). */
  done?: readonly ChatMessage[];
  /** The current turn; normally ends with the user's message. */
  cur: readonly ChatMessage[];
  /** Layer 4: the instruction sources and skills list as one user message, and its acknowledgement. */
  instructions?: { text: string; reply: string } | null;
  /**
   * Layer 1's base text: the model family's base prompt or the user's override. The mode text
   * (mainSystem), the format rules and the reminder always follow it.
   */
  baseInstructions?: string | null;
  /** Layer 2: developer instructions, a message of their own. */
  developerInstructions?: string | null;
  /** Layer 5: what the environment context says besides the platform facts. */
  environment?: Omit<EnvironmentFacts, "platform" | "language"> | null;
  countTokens: (messages: readonly ChatMessage[]) => number;
}
