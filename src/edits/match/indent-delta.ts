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

/** Re-indents one line by `delta`; removal stops at column 0 and blank lines stay as written. */
export function reindentLine(line: string, delta: IndentDelta): string {
  if (isBlank(line)) return line;
  if ("add" in delta) return delta.add + line;
  if (line.startsWith(delta.remove)) return line.slice(delta.remove.length);
  return line.slice(Math.min(leadingWhitespace(line).length, delta.remove.length));
}

/** What a stage does to a REPLACE line it writes into the file: convert tabs/spaces, then re-indent. */
export type LineTransform = (line: string) => string;

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
 * The transform that maps every SEARCH line onto its file line's indentation: the uniform delta as
 * written, or else after converting SEARCH indentation between tabs and spaces to match the file's.
 */
export function indentTransform(
  fileLines: readonly string[],
  searchLines: readonly string[],
): LineTransform | undefined {
  const direct = uniformDelta(fileLines, searchLines);
  if (direct) return (line) => reindentLine(line, direct);
  for (const convert of CONVERSIONS) {
    const delta = uniformDelta(fileLines, searchLines.map(convert));
    if (delta) return (line) => reindentLine(convert(line), delta);
  }
  return undefined;
}
