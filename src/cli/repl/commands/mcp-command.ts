// /mcp: the MCP servers this session may offer the model (docs/mcp-tools.md), where each was defined,
// its state (not started, running, failed and why, not trusted) and, once it has listed them, the names
// its tools go by. Starts nothing.
import type { ServerStatus } from "../../../mcp-tools/mcp-hub.js";
import { stripControl } from "../../../trust/terminal-text.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

/** One server's lines: name, transport and source, state, then its tools. */
export function serverLines(status: ServerStatus): string[] {
  const state = status.state;
  const said =
    state.kind === "failed"
      ? `failed: ${state.why}`
      : state.kind === "not trusted"
        ? 'not trusted: started only after "kerf --trust"'
        : state.kind === "running"
          ? `running, ${status.tools?.length ?? 0} tools`
          : state.kind;
  // A server's names and words come from its config and from the server: no control sequence reaches the terminal.
  const lines = [stripControl(`${status.name} (${status.transport}, ${status.source}): ${said}`)];
  if (status.tools && status.tools.length > 0) lines.push(stripControl(`  ${status.tools.join(", ")}`));
  return lines;
}

function mcp(repl: Repl): void {
  const hub = repl.session.mcp;
  if (!hub) {
    repl.term.out(
      "No MCP servers are configured (mcp-servers in .kerf.conf.yml, .mcp.json, Claude Code, Codex).",
    );
    return;
  }
  for (const status of hub.status()) for (const line of serverLines(status)) repl.term.out(line);
  const offered = repl.coder.format.readCall !== undefined;
  if (!offered)
    repl.term.out(
      `The ${repl.coder.editFormat} format offers no tools: /chat-mode edit-tool or patch-tool does.`,
    );
}

export const MCP_COMMANDS: readonly Command[] = [
  { name: "mcp", help: "list the MCP servers, their state and their tools", run: (repl) => mcp(repl) },
];
