// What the start block says of the session's MCP servers (docs/mcp-tools.md): each configured server by
// name and the file it came from, and why one cannot start (not trusted, a variable not set). Nothing is
// started to say it: servers start when the model first uses them. The same list is the `mcpServers`
// field of `--json`'s start event.
import path from "node:path";
import type { McpHub } from "../mcp-tools/mcp-hub.js";
import { stripControl } from "../trust/terminal-text.js";

export interface McpServerAtStart {
  name: string;
  /** The file it was defined in, as /mcp names it. */
  source: string;
  /** "not started", "not trusted" or "failed: why". */
  state: string;
}

/** The configured servers, in the hub's order; [] without any. */
export function mcpServersAtStart(hub: McpHub | null): McpServerAtStart[] {
  return (hub?.status() ?? []).map((status) => ({
    name: status.name,
    source: status.source,
    state: status.state.kind === "failed" ? `failed: ${status.state.why}` : status.state.kind,
  }));
}

/** "docs (~/.claude.json), proj (.mcp.json, not trusted) · each starts when the model first uses it";
 *  "" without servers. A server's name and words come from its config: no control sequence is shown. */
export function mcpStartText(
  servers: readonly McpServerAtStart[],
  place: { cwd: string; home: string | undefined },
): string {
  if (servers.length === 0) return "";
  const named = servers.map((server) => {
    const where = shortSource(server.source, place);
    return server.state === "not started"
      ? `${server.name} (${where})`
      : `${server.name} (${where}, ${server.state})`;
  });
  return stripControl(`${named.join(", ")} · each starts when the model first uses it`);
}

/** A file under cwd relative to it, one under the home folder as `~/…`, else as it is. */
function shortSource(source: string, place: { cwd: string; home: string | undefined }): string {
  const under = (folder: string) => source.startsWith(folder + path.sep);
  if (under(place.cwd)) return source.slice(place.cwd.length + 1);
  if (place.home && under(place.home)) return `~${source.slice(place.home.length)}`;
  return source;
}
