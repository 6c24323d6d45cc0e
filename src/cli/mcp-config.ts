// Which MCP servers this session may use, from the files users already have (docs/mcp-tools.md): kerf's
// `mcp-servers` key in its config files, the project's `.mcp.json`, Claude Code's `~/.claude.json` and
// Codex's `config.toml` (read only). Every file goes through the safe reader; a project file's servers
// go through the trust gate, and an untrusted one's are listed (for /mcp and the warning), never started.
// `mcp-servers` is a structured value, not a FLAGS row: settings.ts skips the key and it is read here.
import { existsSync } from "node:fs";
import path from "node:path";
import { parseYaml } from "../core/parse-yaml.js";
import {
  firstByName,
  serversFromClaudeJson,
  serversFromCodexToml,
  serversFromMapping,
  serversFromMcpJson,
  type McpServerConfig,
  type ReadServers,
} from "../mcp-tools/config-entries.js";
import type { McpHub } from "../mcp-tools/mcp-hub.js";
import { resolveServer, type Environment } from "../mcp-tools/resolve-variables.js";
import { READ_LIMITS, readSafeSync, type TrustGate } from "../trust/index.js";
import { VERSION } from "./program.js";

/** The key in kerf's config files. */
export const MCP_SERVERS_KEY = "mcp-servers";
const STARTS_SERVERS = "starts MCP servers (runs their commands)";
/** Claude Code keeps its history in ~/.claude.json: it may be large. */
const CLAUDE_JSON_LIMIT = 32 * 1024 * 1024;

export interface McpPlaces {
  home: string | undefined;
  /** `$CODEX_HOME`, else `~/.codex`. */
  codexHome: string | undefined;
  gitRoot: string | null;
  cwd: string;
  /** kerf's config files that exist, in the order they apply (settings.ts `configPaths`). */
  configFiles: readonly string[];
  /** The environment `${VAR}` (and Codex's `env_vars`) read from: kerf's own, as the shell gave it. */
  env: Environment;
}

export interface McpServers {
  servers: McpServerConfig[];
  warnings: string[];
}

export function loadMcpServers(places: McpPlaces, gate: TrustGate): McpServers {
  const projectRoot = places.gitRoot ?? places.cwd;
  const warnings: string[] = [];
  const groups: McpServerConfig[][] = [];
  const take = (read: ReadServers) => {
    warnings.push(...read.problems);
    groups.push(read.servers);
  };
  // Within kerf's files the later file wins, as for every setting.
  for (const file of [...places.configFiles].reverse()) {
    const project = !gate.isUserFile(file);
    const bytes = readOrWarn(file, project ? [projectRoot] : undefined, READ_LIMITS.config, warnings);
    if (!bytes) continue;
    const value = kerfServersValue(bytes);
    if (value === undefined) continue;
    take(
      judged(
        serversFromMapping(value, { source: file, project, expands: true }),
        file,
        bytes,
        gate,
        MCP_SERVERS_KEY,
      ),
    );
  }
  const mcpJson = path.join(projectRoot, ".mcp.json");
  if (existsSync(mcpJson)) {
    const bytes = readOrWarn(mcpJson, [projectRoot], READ_LIMITS.config, warnings);
    if (bytes)
      take(judged(serversFromMcpJson(bytes.toString("utf8"), mcpJson), mcpJson, bytes, gate, "mcpServers"));
  }
  const claude = places.home ? path.join(places.home, ".claude.json") : null;
  if (claude && existsSync(claude)) {
    const bytes = readOrWarn(claude, undefined, CLAUDE_JSON_LIMIT, warnings);
    if (bytes) take(serversFromClaudeJson(bytes.toString("utf8"), claude, [places.cwd, projectRoot]));
  }
  const codexHome = places.codexHome ?? (places.home ? path.join(places.home, ".codex") : null);
  const codex = codexHome ? path.join(codexHome, "config.toml") : null;
  if (codex && existsSync(codex)) {
    const bytes = readOrWarn(codex, undefined, READ_LIMITS.config, warnings);
    if (bytes) take(serversFromCodexToml(bytes.toString("utf8"), codex));
  }
  // An untrusted definition never hides a usable one of the same name.
  const usable = firstByName(groups.map((group) => group.filter((server) => !server.untrusted)));
  const blocked = firstByName(groups.map((group) => group.filter((server) => server.untrusted)));
  const names = new Set(usable.map((server) => server.name));
  const servers = [...usable, ...blocked.filter((server) => !names.has(server.name))];
  // After the trust gate: an untrusted project file's values are never expanded (resolveServer).
  return { servers: servers.map((server) => resolveServer(server, places.env)), warnings };
}

/** A project file's servers are marked untrusted (and reported to the gate) unless it trusts the file. */
function judged(read: ReadServers, file: string, bytes: Buffer, gate: TrustGate, key: string): ReadServers {
  const project = read.servers.some((server) => server.project);
  if (!project || read.servers.length === 0 || gate.allows(file, bytes)) return read;
  gate.ignore(file, bytes, [{ key, reason: STARTS_SERVERS }]);
  return { ...read, servers: read.servers.map((server) => ({ ...server, untrusted: true })) };
}

/** The `mcp-servers` value of a kerf config file (settings.ts reports a file that does not parse). */
function kerfServersValue(bytes: Buffer): unknown {
  try {
    const data = parseYaml(bytes.toString("utf8")) as Record<string, unknown> | null;
    return data && typeof data === "object" ? data[MCP_SERVERS_KEY] : undefined;
  } catch {
    return undefined;
  }
}

function readOrWarn(
  file: string,
  roots: string[] | undefined,
  limit: number,
  warnings: string[],
): Buffer | null {
  try {
    return readSafeSync(file, { limit, ...(roots ? { roots } : {}) });
  } catch (error) {
    warnings.push(
      `not reading MCP servers from ${file}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** The session's hub, or null without servers. The SDK is loaded only when there are servers: a run
 *  without them never pays for it. A stdio server's base environment is PATH and HOME, nothing else. */
export function sessionMcpHub(
  servers: readonly McpServerConfig[],
  place: { env: Record<string, string | undefined>; root: string; secrets: readonly string[] },
): McpHub | null {
  if (servers.length === 0) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { McpHub: Hub } = require("../mcp-tools/mcp-hub.js") as typeof import("../mcp-tools/mcp-hub.js");
  const baseEnv: Record<string, string> = {};
  for (const name of ["PATH", "HOME"]) {
    const value = place.env[name];
    if (value !== undefined) baseEnv[name] = value;
  }
  return new Hub({ servers, baseEnv, cwd: place.root, secrets: place.secrets, clientVersion: VERSION });
}
