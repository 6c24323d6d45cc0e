// Entry of `kerf mcp [--port N]`: kerf's tools (src/mcp-server) served over stdio, or over streamable
// HTTP on 127.0.0.1 with --port. Model settings are read once at start, through the same trust gate as a
// chat session; nothing but protocol goes to stdout. Loaded by main.ts only when the first argument is
// `mcp`. Resolves when the client goes away (stdio) or the listener closes (HTTP).
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { Command, Option } from "commander";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { mcpServerFactory, type McpServerOptions } from "../../mcp-server/server.js";
import { modelSettingsPaths } from "../../models/model-settings-paths.js";
import { resolveModel } from "../../models/resolve-model.js";
import { loadModelSettingsFiles } from "../../models/user-model-settings.js";
import type { CliIo } from "../cli-io.js";
import { EXIT, UsageError } from "../exit-codes.js";
import { findGitRoot } from "../find-git-root.js";
import { parseWith, VERSION } from "../program.js";
import { trustGateFor, trustWarnings } from "../project-trust.js";
import { listenHttp } from "./http-listener.js";
import { protocolStdout } from "../protocol-stdout.js";
import { StdioGuard } from "./stdio-guard.js";

const MIB = 1024 * 1024;
/** A stdio line or an HTTP body over this is refused by the transport; under it, the tools' own size
 *  bounds (mcp-server/limits.ts) answer in words. */
const MAX_MESSAGE_BYTES = 32 * MIB;

export async function mcpMain(io: CliIo, argv: string[]): Promise<number> {
  const write = { out: (s: string) => io.stdout.write(s), err: (s: string) => io.stderr.write(s) };
  const program = new Command("kerf mcp")
    .description(
      "Serve kerf's tools (apply_edits, repo_map, edit_prompt, edit_format_for) over the Model Context " +
        "Protocol: stdio by default, streamable HTTP on 127.0.0.1 with --port.",
    )
    .addOption(new Option("--port <N>", "serve streamable HTTP at http://127.0.0.1:N/mcp (0: a free port)"))
    .addHelpOption(new Option("-h, --help", "show this help and exit"))
    .exitOverride()
    .configureOutput({ writeOut: write.out, writeErr: write.err, outputError: () => {} })
    .allowExcessArguments(false);
  if (!parseWith(program, argv)) return EXIT.ok;
  const port = portOf(program.opts<{ port?: string }>().port);
  const warn = (message: string) => io.stderr.write(`kerf mcp: ${message}\n`);
  const newServer = mcpServerFactory(await serverOptions(io, warn));
  if (port === undefined) return serveStdio(io, newServer(), warn);
  const listening = await listenHttp(port, newServer, { maxBodyBytes: MAX_MESSAGE_BYTES, onError: warn });
  warn(`listening on ${listening.url}`);
  await listening.closed;
  return EXIT.ok;
}

function portOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535) {
    throw new UsageError(`--port: expected a port number 0-65535, got "${value}"`);
  }
  return port;
}

/** What the tools get from the environment: the user's model settings, the cache folder, the platform. */
async function serverOptions(io: CliIo, warn: (message: string) => void): Promise<McpServerOptions> {
  const gitRoot = findGitRoot(io.cwd);
  const gate = trustGateFor({ given: {}, files: [] }, io, false);
  const paths = modelSettingsPaths({ home: io.env.HOME ?? null, gitRoot, cwd: io.cwd });
  const userSettings = await loadModelSettingsFiles(paths, { gate, projectRoot: gitRoot ?? io.cwd });
  for (const message of trustWarnings(gate)) warn(`warning: ${message}`);
  const cacheHome =
    io.env.XDG_CACHE_HOME && path.isAbsolute(io.env.XDG_CACHE_HOME)
      ? io.env.XDG_CACHE_HOME
      : path.join(io.env.HOME ?? os.tmpdir(), ".cache");
  return {
    cwd: io.cwd,
    cacheDirFor: (root) =>
      path.join(cacheHome, "kerf", "mcp", createHash("sha1").update(root).digest("hex").slice(0, 16)),
    resolveModel: (name) => resolveModel(name, { userSettings }),
    platform: {
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      ...(io.env.SHELL ? { shell: io.env.SHELL } : {}),
    },
    version: VERSION,
  };
}

/** Serves one client on stdin/stdout until stdin ends. */
async function serveStdio(
  io: CliIo,
  server: ReturnType<ReturnType<typeof mcpServerFactory>>,
  warn: (message: string) => void,
): Promise<number> {
  const stdout = protocolStdout(io.stdout);
  const guard = new StdioGuard(MAX_MESSAGE_BYTES, (error) => stdout.write(`${JSON.stringify(error)}\n`));
  const transport = new StdioServerTransport(guard, stdout, { maxBufferSize: MAX_MESSAGE_BYTES + MIB });
  transport.onerror = (error) => warn(`error: ${error.message}`);
  // The guard ends once stdin has ended and the transport has taken every line before it.
  const ended = new Promise<void>((resolve) => guard.once("end", () => resolve()));
  io.stdin.pipe(guard);
  await server.connect(transport);
  await ended;
  await server.close();
  return EXIT.ok;
}
