// MCP server definitions in one shape, read from the text of each file users already have: kerf's
// `mcp-servers` value and a project's `.mcp.json` (Claude Code's shape), Claude Code's `~/.claude.json`
// (top level and the entry of the project kerf runs in) and Codex's `[mcp_servers]` (TOML). Pure and
// total: an entry kerf cannot use is skipped with a problem naming the file and the server.

interface ServerBase {
  name: string;
  /** Where it was defined, for /mcp and the problems ("/repo/.mcp.json"). */
  source: string;
  /** Defined in a project file: started only when that file is trusted. */
  project: boolean;
  /** Set by the caller when the project file is not trusted: listed, never started. */
  untrusted?: boolean;
  /** Per-call timeout (the entry's `timeout` seconds, Codex's `tool_timeout_sec`). */
  timeoutMs?: number;
}

export type McpServerConfig =
  | (ServerBase & { transport: "stdio"; command: string; args: string[]; env: Record<string, string> })
  | (ServerBase & { transport: "http"; url: string; headers: Record<string, string> });

export interface ReadServers {
  servers: McpServerConfig[];
  problems: string[];
}

type Where = Pick<ServerBase, "source" | "project">;

/** A mapping of server names to entries in Claude Code's shape (also kerf's `mcp-servers` value). */
export function serversFromMapping(value: unknown, where: Where): ReadServers {
  const out: ReadServers = { servers: [], problems: [] };
  if (value === undefined || value === null) return out;
  if (!isRecord(value)) {
    out.problems.push(`${where.source}: the MCP servers must be a mapping of names to entries`);
    return out;
  }
  for (const [name, entry] of Object.entries(value)) {
    const read = serverEntry(name, entry, where);
    if (typeof read === "string") out.problems.push(`${where.source}: MCP server "${name}": ${read}`);
    else if (read) out.servers.push(read);
  }
  return out;
}

/** A project's `.mcp.json`: `{"mcpServers": {name: entry}}`. */
export function serversFromMcpJson(text: string, source: string): ReadServers {
  const parsed = parseJson(text);
  if (!isRecord(parsed)) return { servers: [], problems: [`${source}: not a JSON object`] };
  return serversFromMapping(parsed.mcpServers, { source, project: true });
}

/** Claude Code's `~/.claude.json`: its `mcpServers` and `projects[<folder>].mcpServers` for each folder
 *  kerf runs in (the cwd, the git root); a project's own entries win over the user's of the same name. */
export function serversFromClaudeJson(text: string, source: string, folders: readonly string[]): ReadServers {
  const parsed = parseJson(text);
  if (!isRecord(parsed)) return { servers: [], problems: [`${source}: not a JSON object`] };
  const projects = isRecord(parsed.projects) ? parsed.projects : {};
  const reads = [...new Set(folders)].map((folder) => {
    const entry = projects[folder];
    return serversFromMapping(isRecord(entry) ? entry.mcpServers : undefined, {
      source: `${source} (projects["${folder}"])`,
      project: false,
    });
  });
  reads.push(serversFromMapping(parsed.mcpServers, { source, project: false }));
  return {
    servers: firstByName(reads.map((read) => read.servers)),
    problems: reads.flatMap((read) => read.problems),
  };
}

/** Codex's `config.toml`: `[mcp_servers.<name>]` with command/args/env or url/http_headers. */
export function serversFromCodexToml(text: string, source: string): ReadServers {
  let parsed: unknown;
  try {
    // Loaded only when a Codex config exists: a run without one never pays for the TOML parser.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { parse } = require("smol-toml") as typeof import("smol-toml");
    parsed = parse(text);
  } catch (error) {
    return {
      servers: [],
      problems: [`${source}: ${error instanceof Error ? error.message : String(error)}`],
    };
  }
  const table = isRecord(parsed) ? parsed.mcp_servers : undefined;
  if (!isRecord(table)) return { servers: [], problems: [] };
  const mapping: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(table)) {
    if (!isRecord(entry)) continue;
    if (typeof entry.bearer_token_env_var === "string") {
      problems.push(
        `${source}: MCP server "${name}": bearer_token_env_var is not read (kerf does not hand its ` +
          `environment to MCP servers); skipped`,
      );
      continue;
    }
    const { http_headers, tool_timeout_sec, ...rest } = entry;
    mapping[name] = { ...rest, headers: http_headers, timeout: tool_timeout_sec };
  }
  const read = serversFromMapping(mapping, { source, project: false });
  return { servers: read.servers, problems: [...problems, ...read.problems] };
}

/** One list from several in precedence order: the first definition of a name wins. */
export function firstByName(groups: readonly (readonly McpServerConfig[])[]): McpServerConfig[] {
  const seen = new Map<string, McpServerConfig>();
  for (const group of groups)
    for (const server of group) if (!seen.has(server.name)) seen.set(server.name, server);
  return [...seen.values()];
}

/** The entry as a server, undefined when it is turned off, or a problem in words. */
function serverEntry(name: string, entry: unknown, where: Where): McpServerConfig | undefined | string {
  if (name.trim() === "") return "a server needs a name";
  if (!isRecord(entry)) return "the entry must be a mapping";
  if (entry.disabled === true || entry.enabled === false) return undefined;
  const timeout = entry.timeout;
  if (timeout !== undefined && (typeof timeout !== "number" || !(timeout > 0)))
    return "timeout must be a positive number of seconds";
  const base: ServerBase = {
    name,
    ...where,
    ...(typeof timeout === "number" ? { timeoutMs: timeout * 1000 } : {}),
  };
  const type = entry.type;
  if (type === "sse") return "SSE servers are not supported (stdio and streamable HTTP are); skipped";
  if (type === "http" || type === "streamable-http" || (type === undefined && entry.url !== undefined)) {
    if (typeof entry.url !== "string" || !/^https?:\/\//i.test(entry.url))
      return "url must be an http(s) URL";
    try {
      new URL(entry.url);
    } catch {
      return `url ${entry.url} is not a URL`;
    }
    const headers = stringRecord(entry.headers, "headers");
    if (typeof headers === "string") return headers;
    return { ...base, transport: "http", url: entry.url, headers };
  }
  if (type !== undefined && type !== "stdio") return `unknown type "${String(type)}"`;
  if (typeof entry.command !== "string" || entry.command.trim() === "") return "command must be a string";
  const args = entry.args ?? [];
  if (!Array.isArray(args) || args.some((arg) => typeof arg !== "string"))
    return "args must be a list of strings";
  const env = stringRecord(entry.env, "env");
  if (typeof env === "string") return env;
  return { ...base, transport: "stdio", command: entry.command, args: args as string[], env };
}

function stringRecord(value: unknown, what: string): Record<string, string> | string {
  if (value === undefined || value === null) return {};
  if (!isRecord(value)) return `${what} must be a mapping of names to strings`;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === "string") out[key] = item;
    else if (typeof item === "number" || typeof item === "boolean") out[key] = String(item);
    else return `${what}.${key} must be a string`;
  }
  return out;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
