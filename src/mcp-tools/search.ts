// Finding a server tool for the model: every listed tool ranked against the query's words (a word in
// the name counts three times, one in the description once), and the text of the answer: for each
// match its name, whether it is read-only, its description and its input schema. Pure.
import { CALL_TOOL } from "./tool-names.js";

export interface ListedTool {
  /** The name the model calls it by (`mcp__<server>__<tool>`). */
  name: string;
  server: string;
  /** The server's own name for it. */
  tool: string;
  description: string;
  readOnly: boolean;
  inputSchema: unknown;
}

export const DEFAULT_LIMIT = 5;
export const MAX_LIMIT = 10;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1);
}

/** The tools that match the query, best first (ties by name); all of them for an empty query. */
export function rankTools(tools: readonly ListedTool[], query: string): ListedTool[] {
  const wanted = [...new Set(words(query))];
  const sorted = [...tools].sort((a, b) => a.name.localeCompare(b.name));
  if (wanted.length === 0) return sorted;
  const scored = sorted.map((tool) => {
    const name = new Set(words(`${tool.server} ${tool.tool}`));
    const description = new Set(words(tool.description));
    const score = wanted.reduce(
      (sum, word) =>
        sum +
        (name.has(word) ? 3 : [...name].some((w) => w.startsWith(word) || word.startsWith(w)) ? 2 : 0) +
        (description.has(word) ? 1 : 0),
      0,
    );
    return { tool, score };
  });
  return scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.tool);
}

/** The search result: matches with their schemas, or (empty query) every tool's name and first line. */
export function searchText(
  tools: readonly ListedTool[],
  query: string,
  limit: number,
  failures: readonly string[],
): string {
  const ranked = rankTools(tools, query);
  const notes = failures.map((failure) => `(not available: ${failure})`);
  if (query.trim() === "") {
    const lines = ranked.map((tool) => `${tool.name}${readOnlyMark(tool)}: ${firstLine(tool.description)}`);
    const head = `${ranked.length} tools. Search with words to load a tool's input schema.`;
    return [head, ...lines, ...notes].join("\n");
  }
  const shown = ranked.slice(0, limit);
  if (shown.length === 0) {
    const head = `No tool matches "${query}". An empty query lists every tool.`;
    return [head, ...notes].join("\n");
  }
  const blocks = shown.map(
    (tool) =>
      `${tool.name}${readOnlyMark(tool)}\n${tool.description.trim() || "(no description)"}\n` +
      `Input schema: ${JSON.stringify(tool.inputSchema ?? { type: "object" })}`,
  );
  const more = ranked.length > shown.length ? [`(${ranked.length - shown.length} more match)`] : [];
  const tail = `Call one with ${CALL_TOOL} {"tool": "<name>", "arguments": {...}}.`;
  return [...blocks, ...more, tail, ...notes].join("\n\n");
}

/** The tool names closest to an unknown one (sharing words), for the model's next try. */
export function closestNames(tools: readonly ListedTool[], name: string): string[] {
  const toolPart =
    name
      .replace(/^mcp__/, "")
      .split("__")
      .slice(1)
      .join(" ") || name;
  return rankTools(tools, toolPart)
    .slice(0, 3)
    .map((tool) => tool.name);
}

function readOnlyMark(tool: ListedTool): string {
  return tool.readOnly ? " (read-only)" : "";
}

function firstLine(text: string): string {
  const line = text.trim().split("\n")[0] ?? "";
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}
