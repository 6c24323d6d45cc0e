// Turns failed edits into the next user message for the model: which block, why, the closest lines,
// and what was applied already. Pure text rendering of EditIssue data.
import type { EditIssue } from "../edits/edit.js";
import { issueDetail } from "../edits/issue-text.js";
import { chooseFence } from "../core/fences.js";

/** How a format names its blocks and the text that must match (`EditFormat.reflectionTerms`). */
export interface ReflectionTerms {
  readonly block: string;
  readonly search: string;
}

/** The words a format picks from (by reference, in its `reflectionTerms`): model-facing text stays here. */
export const REFLECTION_TERMS = {
  searchReplace: { block: "SEARCH/REPLACE block", search: "SEARCH section" },
  fileListing: { block: "file listing", search: "file" },
  hunk: { block: "hunk", search: "hunk's context and `-` lines" },
  patchSection: { block: "patch section", search: "chunk's context and `-` lines" },
  applyPatchCall: { block: "apply_patch call", search: "chunk's context and `-` lines" },
  editCall: { block: "edit call", search: "old_string" },
  /** `edit-tool` where the request declares Anthropic's text editor tool. */
  textEditorCall: { block: "text editor call", search: "old_str" },
} as const satisfies Record<string, ReflectionTerms>;

/** The words for one tool call's result: the call named by its tool ("write call"), the rest the format's. */
export function callTerms(terms: ReflectionTerms | undefined, tool: string): ReflectionTerms {
  return { ...(terms ?? GENERIC_TERMS), block: `${tool} call` };
}

/** The words for a format that names none. */
const GENERIC_TERMS: ReflectionTerms = { block: "edit block", search: "text to replace" };

/** One failure as the reflection describes it (a tool call's result carries the same text). */
export function describeFailure(issue: EditIssue, terms: ReflectionTerms = GENERIC_TERMS): string {
  return describe(issue, terms);
}

export interface ReflectionInput {
  failed: readonly EditIssue[];
  /** How many blocks of the reply were applied. */
  appliedCount: number;
  /** The format's words for its blocks (its `reflectionTerms`); generic words without them. */
  terms?: ReflectionTerms;
}

/** The reflection message, or "" when nothing failed. */
export function renderReflection(input: ReflectionInput): string {
  if (input.failed.length === 0) return "";
  const terms = input.terms ?? GENERIC_TERMS;
  const sections = input.failed.map((issue) => describe(issue, terms));
  const count = input.failed.length;
  const lines = [
    `${count} ${plural(count, terms.block)} failed to apply.`,
    "",
    ...sections.flatMap((s) => [s, ""]),
  ];
  if (input.appliedCount > 0) {
    const n = input.appliedCount;
    lines.push(
      `The other ${n} ${plural(n, terms.block)} ${n === 1 ? "was" : "were"} applied; don't send ${n === 1 ? "it" : "them"} again.`,
    );
  }
  lines.push(`Reply with corrected ${plural(2, terms.block)} for the failures only.`);
  return lines.join("\n");
}

function describe(issue: EditIssue, terms: ReflectionTerms): string {
  const where = [
    issue.blockIndex !== undefined ? `${terms.block} ${issue.blockIndex + 1}` : terms.block,
    issue.path,
  ]
    .filter(Boolean)
    .join(" in ");
  const head = `## ${where}: ${headline(issue, terms)}`;
  const body = [head, issueDetail(issue)];
  if (issue.closest && issue.closest.lines.length > 0) {
    const { startLine, lines, similarity } = issue.closest;
    // The lines exactly as the file has them: a `12 | ` prefix here gets copied into the next SEARCH.
    const fence = chooseFence([lines.join("\n")]);
    body.push(
      `The closest lines in ${issue.path ?? "the file"} (near line ${startLine}, ${Math.round(similarity * 100)}% similar):`,
      fence.open,
      ...lines,
      fence.close,
    );
  }
  if (issue.replaceAlreadyPresent) {
    body.push(
      `Its replacement lines are already in ${issue.path ?? "the file"}: if that is the change you wanted, don't send this block again.`,
    );
  }
  return body.join("\n");
}

function headline(issue: EditIssue, terms: { search: string }): string {
  switch (issue.code) {
    case "not-found":
      return `the ${terms.search} does not match the file. It must repeat the existing lines exactly, comments and whitespace included.`;
    case "conflict":
      return `the ${terms.search} differs from the file on lines the change touches, so applying it would overwrite code you did not see. Copy those lines exactly as the file has them (below).`;
    case "ambiguous":
      return `the ${terms.search} matches ${issue.candidates?.length ?? "several"} places (lines ${(issue.candidates ?? []).join(", ")}). Include more surrounding lines so it matches exactly one.`;
    case "no-change":
      return "it would change nothing: the old and new text are identical.";
    case "placeholder":
      return `the new text has a placeholder for omitted code${issue.line ? ` (its line ${issue.line})` : ""}. Write out every line; the file would lose code otherwise.`;
    case "refused":
      return "the user declined this change. Don't retry it unless asked.";
    case "skipped":
      return "not applied, because another part of the same all-or-nothing patch failed. Send it again together with the fix.";
    case "malformed":
    case "unterminated":
    case "missing-path":
      return "it could not be read. Send it again in exactly the required format.";
    default:
      return "it was refused.";
  }
}

function plural(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}
