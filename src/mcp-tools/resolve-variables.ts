// A server's values that come from the environment, resolved once before the session starts (the CLI
// hands in its environment; this module reads none of its own). Claude Code's rule for its shape:
// `${VAR}` and `${VAR:-default}` in command, args, env values, url and header values; a `${VAR}` whose
// variable is not set and that has no default leaves the server unstartable, with words naming the
// variable (Claude Code refuses such a config). Codex's rule for its TOML: `env_vars` forwarded when set, `env_http_headers`
// sent when set, `bearer_token_env_var` required. An untrusted project's server is left as written.
import { urlProblem, type CodexEnv, type McpServerConfig } from "./config-entries.js";

export type Environment = Readonly<Record<string, string | undefined>>;

/** `${` then anything but `}` then `}`: the inside is `NAME` or `NAME:-default`. */
const VARIABLE = /\$\{([^}]*)\}/g;

/** `text` with every `${VAR}` and `${VAR:-default}` expanded from `env` (a variable set to "" is set);
 *  the name of each variable that is not set and has no default is added to `missing`, its text kept. */
export function expandVariables(text: string, env: Environment, missing: Set<string>): string {
  return text.replace(VARIABLE, (whole, inner: string) => {
    const cut = inner.indexOf(":-");
    const name = cut === -1 ? inner : inner.slice(0, cut);
    const value = env[name];
    if (value !== undefined) return value;
    if (cut !== -1) return inner.slice(cut + 2);
    missing.add(name);
    return whole;
  });
}

/** The server with its values from the environment, or marked `unavailable` saying which are missing. */
export function resolveServer(server: McpServerConfig, env: Environment): McpServerConfig {
  if (server.untrusted) return server;
  const missing = new Set<string>();
  const expanded = server.expands ? expandServer(server, env, missing) : server;
  if (missing.size > 0) return { ...server, unavailable: missingWords([...missing]) };
  const resolved = server.codexEnv ? withCodexEnv(expanded, server.codexEnv, env) : expanded;
  if (typeof resolved === "string") return { ...server, unavailable: resolved };
  if (resolved.transport === "http" && server.expands && urlProblem(resolved.url))
    return { ...server, unavailable: "its url is not an http(s) URL once its variables are expanded" };
  if (resolved.transport === "stdio" && resolved.command.trim() === "")
    return { ...server, unavailable: "its command is empty once its variables are expanded" };
  return resolved;
}

function expandServer(server: McpServerConfig, env: Environment, missing: Set<string>): McpServerConfig {
  const expand = (text: string) => expandVariables(text, env, missing);
  const expandValues = (record: Record<string, string>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, expand(value)]));
  if (server.transport === "http")
    return { ...server, url: expand(server.url), headers: expandValues(server.headers) };
  return {
    ...server,
    command: expand(server.command),
    args: server.args.map(expand),
    env: expandValues(server.env),
  };
}

/** Codex: `env_vars` forwarded when set (the entry's own `env` wins), `env_http_headers` sent when set,
 *  `bearer_token_env_var` as `Authorization: Bearer …`, which must be set. */
function withCodexEnv(server: McpServerConfig, from: CodexEnv, env: Environment): McpServerConfig | string {
  if (server.transport === "stdio") {
    const forwarded: Record<string, string> = {};
    for (const name of from.forward) {
      const value = env[name];
      if (value !== undefined) forwarded[name] = value;
    }
    return { ...server, env: { ...forwarded, ...server.env } };
  }
  const headers: Record<string, string> = {};
  for (const [header, name] of Object.entries(from.headers)) {
    const value = env[name];
    if (value !== undefined && value !== "") headers[header] = value;
  }
  if (from.bearer !== undefined) {
    const token = env[from.bearer];
    if (token === undefined || token === "")
      return `bearer_token_env_var names ${from.bearer}, and the environment variable ${from.bearer} is not set`;
    headers.Authorization = `Bearer ${token}`;
  }
  return { ...server, headers: { ...server.headers, ...headers } };
}

function missingWords(names: string[]): string {
  const placeholders = names.map((name) => `\${${name}}`).join(", ");
  const variables = names.join(", ");
  return names.length === 1
    ? `${placeholders} has no value: the environment variable ${variables} is not set and no default (\${${variables}:-default}) is given`
    : `${placeholders} have no value: the environment variables ${variables} are not set and no defaults are given`;
}
