// The names the model sees. Two fixed tools go on the wire (`mcp_search`, `mcp_call`); a server's tool
// is named `mcp__<server>__<tool>` in their text. No tool of kerf's own starts with `mcp_`, so no name a
// server picks can shadow one. Pure.

export const SEARCH_TOOL = "mcp_search";
export const CALL_TOOL = "mcp_call";
export const SERVER_TOOL_PREFIX = "mcp__";
/** OpenAI's and Anthropic's common limit on a tool name (`^[a-zA-Z0-9_-]{1,64}$`). */
const MAX_NAME = 64;

/** Whether the hub answers a call of this name (its two tools, or a server tool called directly). */
export function isMcpToolName(name: string): boolean {
  return name === SEARCH_TOOL || name === CALL_TOOL || name.startsWith(SERVER_TOOL_PREFIX);
}

/** A name part reduced to the characters every protocol takes in a tool name. */
function part(text: string): string {
  const reduced = text.replace(/[^A-Za-z0-9_-]/g, "_");
  return reduced === "" ? "_" : reduced;
}

/** `mcp__<server>__<tool>`, unique among `taken` (a clash after reduction gets a number). */
export function serverToolName(server: string, tool: string, taken: ReadonlySet<string>): string {
  const base = `${SERVER_TOOL_PREFIX}${part(server)}__${part(tool)}`.slice(0, MAX_NAME);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `_${n}`;
    const name = base.slice(0, MAX_NAME - suffix.length) + suffix;
    if (!taken.has(name)) return name;
  }
}
