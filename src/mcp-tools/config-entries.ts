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
  /** Claude Code's rule, for its shape (kerf's `mcp-servers`, `.mcp.json`, `~/.claude.json`): `${VAR}`
   *  and `${VAR:-default}` in command, args, env, url and headers are expanded (resolve-variables.ts). */
  expands?: true;
  /** Codex's variables read from the environment: `env_vars` (forwarded when set), `env_http_headers`
   *  (header → variable) and `bearer_token_env_var`. */
  codexEnv?: CodexEnv;
  /** Why it cannot start (a variable that is not set): listed as failed with these words, never started. */
  unavailable?: string;
}

export interface CodexEnv {
  forward: string[];
  headers: Record<string, string>;
  bearer?: string;
}

export type McpServerConfig =
  | (ServerBase & { transport: "stdio"; command: string; args: string[]; env: Record<string, string> })
  | (ServerBase & { transport: "http"; url: string; headers: Record<string, string> });

export interface ReadServers {
  servers: McpServerConfig[];
  problems: string[];
}

type Where = Pick<ServerBase, "source" | "project" | "expands">;

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
  return serversFromMapping(parsed.mcpServers, { source, project: true, expands: true });
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
      expands: true,
    });
  });
  reads.push(serversFromMapping(parsed.mcpServers, { source, project: false, expands: true }));
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
  const envs = new Map<string, CodexEnv>();
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(table)) {
    if (!isRecord(entry)) continue;
    const env = codexEnv(entry);
    if (typeof env === "string") {
      problems.push(`${source}: MCP server "${name}": ${env}; skipped`);
      continue;
    }
    if (env) envs.set(name, env);
    const {
      http_headers,
      tool_timeout_sec,
      env_vars: _v,
      env_http_headers: _h,
      bearer_token_env_var: _b,
      ...rest
    } = entry;
    mapping[name] = { ...rest, headers: http_headers, timeout: tool_timeout_sec };
  }
  const read = serversFromMapping(mapping, { source, project: false });
  const servers = read.servers.map((server) => {
    const env = envs.get(server.name);
    return env ? { ...server, codexEnv: env } : server;
  });
  return { servers, problems: [...problems, ...read.problems] };
}

/** Codex's `env_vars` (names, or `{name, source}` where only `local` is kerf's), `env_http_headers` and
 *  `bearer_token_env_var`: undefined when none is given, or a problem in words. */
function codexEnv(entry: Record<string, unknown>): CodexEnv | undefined | string {
  const { env_vars: vars, env_http_headers: headers, bearer_token_env_var: bearer } = entry;
  if (vars === undefined && headers === undefined && bearer === undefined) return undefined;
  const forward: string[] = [];
  for (const item of Array.isArray(vars) ? vars : vars === undefined ? [] : [null]) {
    const named = typeof item === "string" ? item : isRecord(item) ? item.name : undefined;
    const from = isRecord(item) ? (item.source ?? "local") : "local";
    if (typeof named !== "string" || named === "") return "env_vars must list variable names";
    if (from !== "local")
      return `env_vars: ${named} comes from a "${String(from)}" environment kerf does not have`;
    forward.push(named);
  }
  const fromHeaders = stringRecord(headers, "env_http_headers");
  if (typeof fromHeaders === "string") return fromHeaders;
  if (bearer !== undefined && (typeof bearer !== "string" || bearer === ""))
    return "bearer_token_env_var must be a variable name";
  return { forward, headers: fromHeaders, ...(typeof bearer === "string" ? { bearer } : {}) };
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
    if (typeof entry.url !== "string") return "url must be an http(s) URL";
    // A url with a variable in it is checked once the variable is expanded (resolve-variables.ts).
    const deferred = where.expands === true && entry.url.includes("${");
    const problem = deferred ? undefined : urlProblem(entry.url);
    if (problem) return problem;
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

/** Why `url` cannot be an MCP server's address, or undefined when it can. */
export function urlProblem(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return "url must be an http(s) URL";
  try {
    new URL(url);
    return undefined;
  } catch {
    return `url ${url} is not a URL`;
  }
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
