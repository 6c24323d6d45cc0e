// Uniform leading-indentation differences between a SEARCH and the file lines it matched, and the
// re-indentation of REPLACE by the same difference. Pure; blank lines never vote.
import { isBlank, leadingWhitespace } from "./lines.js";

/** The file is indented by `add` more than the SEARCH, or by `remove` less. */
export type IndentDelta = { add: string } | { remove: string };

function pairDelta(fileLine: string, searchLine: string): IndentDelta | undefined {
  const fileIndent = leadingWhitespace(fileLine);
  const searchIndent = leadingWhitespace(searchLine);
  if (fileIndent.endsWith(searchIndent)) {
    return { add: fileIndent.slice(0, fileIndent.length - searchIndent.length) };
  }
  if (searchIndent.endsWith(fileIndent)) {
    return { remove: searchIndent.slice(0, searchIndent.length - fileIndent.length) };
  }
  return undefined;
}

function sameDelta(a: IndentDelta, b: IndentDelta): boolean {
  return "add" in a ? "add" in b && a.add === b.add : "remove" in b && a.remove === b.remove;
}

/** The one delta shared by every non-blank line pair, or undefined when they disagree. */
export function uniformDelta(
  fileLines: readonly string[],
  searchLines: readonly string[],
): IndentDelta | undefined {
  let delta: IndentDelta | undefined;
  for (let i = 0; i < searchLines.length; i++) {
    const searchLine = searchLines[i] as string;
    const fileLine = fileLines[i] ?? "";
    if (isBlank(searchLine) || isBlank(fileLine)) continue;
    const here = pairDelta(fileLine, searchLine);
    if (!here || (delta && !sameDelta(delta, here))) return undefined;
    delta ??= here;
  }
  return delta ?? { add: "" };
}

/** The delta between the first non-blank line of each: the fuzzy stage's best guess. */
export function firstLineDelta(fileLines: readonly string[], searchLines: readonly string[]): IndentDelta {
  const fileLine = fileLines.find((line) => !isBlank(line));
  const searchLine = searchLines.find((line) => !isBlank(line));
  if (fileLine === undefined || searchLine === undefined) return { add: "" };
  return pairDelta(fileLine, searchLine) ?? { add: "" };
}

/** Re-indents REPLACE lines by `delta`; removal stops at column 0 and blank lines stay as written. */
export function reindent(lines: readonly string[], delta: IndentDelta): string[] {
  if ("add" in delta) {
    if (delta.add === "") return [...lines];
    return lines.map((line) => (isBlank(line) ? line : delta.add + line));
  }
  const width = delta.remove.length;
  return lines.map((line) => {
    if (isBlank(line)) return line;
    if (line.startsWith(delta.remove)) return line.slice(width);
    const indent = leadingWhitespace(line);
    return line.slice(Math.min(indent.length, width));
  });
}

type Convert = (line: string) => string;

function tabify(unit: number): Convert {
  return (line) => {
    const indent = leadingWhitespace(line);
    if (indent.includes("\t") || indent.length < unit) return line;
    const tabs = "\t".repeat(Math.floor(indent.length / unit));
    return tabs + " ".repeat(indent.length % unit) + line.slice(indent.length);
  };
}

function untabify(unit: number): Convert {
  return (line) => {
    const indent = leadingWhitespace(line);
    return indent.replaceAll("\t", " ".repeat(unit)) + line.slice(indent.length);
  };
}

// Models often turn a file's tabs into spaces (or back); the usual tab widths, most common first.
const CONVERSIONS: readonly Convert[] = [4, 2, 8].flatMap((unit) => [tabify(unit), untabify(unit)]);

/**
 * The uniform delta and the REPLACE lines it applies to: as written, or else with SEARCH and
 * REPLACE indentation converted between tabs and spaces to match the file's.
 */
export function matchIndentation(
  fileLines: readonly string[],
  searchLines: readonly string[],
  replaceLines: readonly string[],
): string[] | undefined {
  const direct = uniformDelta(fileLines, searchLines);
  if (direct) return reindent(replaceLines, direct);
  for (const convert of CONVERSIONS) {
    const delta = uniformDelta(fileLines, searchLines.map(convert));
    if (delta) return reindent(replaceLines.map(convert), delta);
  }
  return undefined;
}
