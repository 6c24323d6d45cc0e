// kerf's public library API: the one entry point. Re-exports only; no logic here.
import "./coders/index.js";

// Coders
export {
  ArchitectCoder,
  AskCoder,
  ContextCoder,
  Coder,
  coderClassFor,
  coderFormats,
  EditBlockCoder,
  EditBlockFencedCoder,
  EditToolCoder,
  PatchCoder,
  PatchToolCoder,
  registerCoder,
  UdiffCoder,
  UnknownCoderError,
  WholeFileCoder,
  type BuiltMessages,
  type CoderClass,
  type CoderEvent,
  type CoderEventType,
  type CoderOptions,
  type Confirm,
  type CreateCoderOptions,
  type Question,
  type Reporter,
  type TurnResult,
} from "./coders/index.js";

// The edit engine
export type {
  CallProblem,
  ClosestMatch,
  Edit,
  EditIssue,
  Fence,
  IssueCode,
  IssueReason,
  ParseContext,
  ParseResult,
  RenderContext,
} from "./edits/edit.js";
export {
  applyReply,
  dryRunResult,
  parseEdits,
  planReply,
  writeReply,
  type ApplyReplyOptions,
  type ReplyPlan,
  type ReplyResult,
} from "./formats/apply-reply.js";
export { applyEdits } from "./edits/apply/apply-edits.js";
export type {
  AppliedEdit,
  ApplyOptions,
  ApplyResult,
  ConfirmRequest,
  FileChange,
} from "./edits/apply/apply-types.js";
export {
  editFormatNames,
  getEditFormat,
  registerEditFormat,
  UnknownEditFormatError,
} from "./formats/registry.js";
export type { CallReading, EditFormat } from "./formats/edit-format.js";
export type { FunctionTool, NativeTool, ToolCall, ToolOffer, ToolResult } from "./core/tool-types.js";
export type {
  McpAnswer,
  McpCallQuestion,
  McpHubOptions,
  McpTools,
  ServerStatus,
} from "./mcp-tools/mcp-hub.js";
export type { McpServerConfig } from "./mcp-tools/config-entries.js";
export { askFormat } from "./formats/ask/format.js";
export { architectFormat } from "./formats/architect/format.js";
export { editBlockFormat } from "./formats/editblock/format.js";
export { editBlockFencedFormat } from "./formats/editblock-fenced/format.js";
export { wholeFileFormat } from "./formats/wholefile/format.js";
export { udiffFormat } from "./formats/udiff/format.js";
export { patchFormat } from "./formats/patch/format.js";
export { patchToolFormat } from "./formats/patch-tool/format.js";
export { editToolFormat } from "./formats/edit-tool/format.js";
export { applyReplace } from "./edits/match/apply-replace.js";
export { FENCES, chooseFence } from "./core/fences.js";
export { matchReplyPath } from "./edits/reply-path.js";
export { describeApplied, describeIssue, issueDetail } from "./edits/issue-text.js";
export { FsWorkspace } from "./edits/workspace/fs-workspace.js";
export { MemoryWorkspace } from "./edits/workspace/memory-workspace.js";
export type { Workspace } from "./edits/workspace/workspace.js";

// Prompts and chunks
export * from "./prompts/index.js";
export { renderReflection, type ReflectionInput } from "./prompts/reflection.js";
export { ChatChunks, CHUNK_ORDER as CHAT_CHUNK_ORDER } from "./chunks/chat-chunks.js";
export { buildChatChunks } from "./chunks/build-chat-chunks.js";
export type { BuildChatChunksInput, ChunkFile, ChunkSettings } from "./chunks/chunk-input.js";
export type { ChatMessage, TextPart } from "./core/chat-message.js";
export { describeLayers, LAYER_TITLES, type PromptLayer, type Stability } from "./chunks/prompt-layers.js";
export {
  transformLayers,
  type EditableLayer,
  type LayerTransform,
  type LayerTransformContext,
} from "./chunks/transform-layers.js";
export { summarizeHistory, historyBudget } from "./chunks/summarize-history.js";
export {
  CHUNK_LABELS,
  tokenReport,
  type ChunkMessages,
  type TokenReport,
  type TokenReportOptions,
  type TokenReportRow,
} from "./chunks/token-report.js";
export {
  checkContext,
  type ContextCheck,
  type ContextCheckOptions,
  type ContextFile,
  type DropKind,
  type DropSuggestion,
} from "./chunks/context-check.js";

// Models, instructions, LLM, git, repo map
export * from "./models/index.js";
export * from "./instructions/index.js";
export {
  createLlmClient,
  createAnthropicClient,
  createChatCompletionsClient,
  createResponsesClient,
  type LlmClient,
  type LlmClientOptions,
  type LlmRoute,
  type ProtocolClient,
} from "./llm/llm-client.js";
export { wrapLlmClient, type LlmMiddleware } from "./llm/middleware.js";
export { createRoutedLlmClient, type RoutedClientOptions } from "./llm/routed-client.js";
export { PROTOCOLS, type Protocol } from "./llm/protocol.js";
export { chooseProtocol, protocolForModel } from "./llm/protocol-choice.js";
export { resolveEndpoint } from "./llm/endpoint.js";
export { chatWithContinuation } from "./llm/client-stack.js";
export {
  spendCap,
  SpendCapError,
  SpendMeter,
  worstCase,
  type CapModelSettings,
  type SpendCapOptions,
} from "./llm/spend-cap.js";
export { fallbackWorthy } from "./llm/fallback-worthy.js";
export type { ChatResult, PartialReason, ProviderWords, ReplyFinish } from "./core/chat-types.js";
export {
  LlmError,
  LlmStatusError,
  LlmConnectionError,
  LlmServerError,
  LlmTimeoutError,
  MissingApiKeyError,
  OutputLimitError,
} from "./llm/errors.js";
export { GitRepo } from "./git/git-repo.js";
export { GitError, GitTimeoutError } from "./git/run-git.js";
export { undoLastKerfCommit } from "./git/undo.js";
export {
  RepoMap,
  type RefreshMode,
  type RepoMapOptions,
  type RepoMapRequest,
  type RepoMapResult,
  type RepoMapStats,
} from "./repomap/repo-map.js";
export type { RepoMapEvent, RepoMapReporter } from "./repomap/repo-map-events.js";
export { defaultMapTokens, mapBudget, mapTurnedOff } from "./repomap/map-tokens.js";
export { TAGGING_TIERING_BUDGET, tuneWasmTiering } from "./repomap/wasm-tiering.js";
export { DEFAULTS, MAP_REFRESH_MODES } from "./core/defaults.js";

// Eval: exercises through the coder per edit format, and the report
export { runEval, allEditFormats } from "./eval/run-eval.js";
export type { EvalOptions, Shard } from "./eval/eval-options.js";
export type { EvalEvent, EvalReporter, EvalSummary, EvalTotals } from "./eval/eval-events.js";
export type { AttemptRecord, TryRecord } from "./eval/attempt-record.js";
export { findExercises, BUNDLED_EXERCISES } from "./eval/find-exercises.js";
export { LANGUAGES, type LanguageRunner } from "./eval/languages.js";
export { buildReport, reportFromRecords, type EvalReport } from "./eval/report/build-report.js";
export {
  renderText as renderEvalText,
  renderMarkdown as renderEvalMarkdown,
} from "./eval/report/render-text.js";
export { renderHtml as renderEvalHtml } from "./eval/report/render-html.js";
export { loadChartAssets } from "./eval/report/chart-assets.js";
export { mergeSettingsText, writeModelSettings } from "./eval/write-settings.js";
// Sessions (docs/sessions.md): an append-only log per session in a folder the caller names, resume,
// /rewind and /redo from the per-turn write record.
export {
  SessionLog,
  listSessions,
  loadSession,
  loadSessionCoderOptions,
  SessionNotFoundError,
  SessionBusyError,
  type LoadedSession,
  type MoveResult,
  type SessionCoderOptions,
  type SessionLogOptions,
  type SessionPlace,
  type SessionState,
  type SessionSummary,
  type SessionTurn,
} from "./sessions/index.js";
export type { WrittenFile, FileVersion } from "./edits/write/written-file.js";
export type { PromptSnapshot } from "./coders/prompt-state.js";
