// kerf's public library API: the one entry point. Re-exports only; no logic here.
export type {
  Edit,
  EditFormat,
  EditIssue,
  IssueCode,
  ParseContext,
  ParseResult,
  Fence,
} from "./edits/edit.js";
export { FENCES, chooseFence } from "./edits/fences.js";
export { matchReplyPath } from "./edits/reply-path.js";
