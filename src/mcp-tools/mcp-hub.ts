// The session's MCP servers as tools for its model: the two tools a request offers (`hub-tools.ts`) and
// the answer to each call of them — a search (starting the servers it needs), or a call (a question to
// the person unless the server marks the tool read-only, the call with its timeout, the result masked
// and capped). Every failure is an answer in words; nothing here throws into the turn or prints.
import { serverCredentials } from "./server-credentials.js";
import type { FunctionTool, ToolCall } from "../core/tool-types.js";
import { resultText, safeText } from "./call-result.js";
import type { McpServerConfig } from "./config-entries.js";
import { hubTools } from "./hub-tools.js";
import { closestNames, DEFAULT_LIMIT, MAX_LIMIT, searchText, type ListedTool } from "./search.js";
import { ServerLink, type LinkState } from "./server-link.js";
import { CALL_TOOL, isMcpToolName, SEARCH_TOOL, serverToolName } from "./tool-names.js";

/** The question a call that is not read-only asks before it is made. `input`: its arguments as JSON. */
export interface McpCallQuestion {
  kind: "mcp-call";
  server: string;
  tool: string;
  input: string;
}

export type AskMcpCall = (question: McpCallQuestion) => boolean | Promise<boolean>;

export interface McpAnswer {
  output: string;
  isError: boolean;
}

/** What a coder needs of the MCP servers: the tools to offer and the answer to a call of them. */
export interface McpTools {
  readonly tools: readonly FunctionTool[];
  owns(name: string): boolean;
  answer(call: ToolCall, ask: AskMcpCall, signal?: AbortSignal): Promise<McpAnswer>;
}

export interface McpHubOptions {
  servers: readonly McpServerConfig[];
  /** A stdio server's base environment: PATH and HOME only (never kerf's keys). */
  baseEnv: Readonly<Record<string, string>>;
  cwd: string;
  /** The session's keys: masked in everything a server answers (with the servers' own credentials). */
  secrets?: readonly string[];
  callTimeoutMs?: number;
  startTimeoutMs?: number;
  maxResultChars?: number;
  clientVersion?: string;
}

export interface ServerStatus {
  name: string;
  source: string;
  transport: "stdio" | "http";
  state: LinkState;
  /** The names the model calls its tools by, once it has listed them. */
  tools: string[] | null;
}

const DEFAULT_CALL_TIMEOUT_MS = 60_000;
const DEFAULT_START_TIMEOUT_MS = 30_000;
/** How much of a call's arguments the person's question shows. */
const QUESTION_INPUT_CHARS = 500;

export class McpHub implements McpTools {
  readonly tools: readonly FunctionTool[];
  private readonly links: ServerLink[];
  private readonly secrets: readonly string[];

  constructor(private readonly options: McpHubOptions) {
    this.links = options.servers.map(
      (config) =>
        new ServerLink(config, {
          baseEnv: options.baseEnv,
          cwd: options.cwd,
          callTimeoutMs: options.callTimeoutMs ?? DEFAULT_CALL_TIMEOUT_MS,
          startTimeoutMs: options.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS,
          clientVersion: options.clientVersion ?? "0",
        }),
    );
    // The session's keys and what the servers were handed as credentials (an echoed token is masked).
    this.secrets = [...(options.secrets ?? []), ...serverCredentials(options.servers)];
    this.tools = hubTools(this.links.filter((link) => link.state.kind !== "not trusted").map((l) => l.name));
  }

  owns(name: string): boolean {
    return this.tools.length > 0 && isMcpToolName(name);
  }

  /** Every server, its state and (once listed) its tools, for /mcp. Starts nothing. */
  status(): ServerStatus[] {
    const named = this.listed();
    return this.links.map((link) => ({
      name: link.name,
      source: link.config.source,
      transport: link.config.transport,
      state: link.state,
      tools: link.tools ? named.filter((tool) => tool.server === link.name).map((tool) => tool.name) : null,
    }));
  }

  async answer(call: ToolCall, ask: AskMcpCall, signal?: AbortSignal): Promise<McpAnswer> {
    const input = parseObject(call.input);
    if (typeof input === "string")
      return this.failed(`${call.name}: the arguments are not a JSON object (${input})`);
    if (call.name === SEARCH_TOOL) return this.search(input);
    if (call.name === CALL_TOOL) {
      const tool = input.tool;
      if (typeof tool !== "string" || tool === "")
        return this.failed(`${CALL_TOOL} needs "tool": a name ${SEARCH_TOOL} gave`);
      const args = input.arguments ?? {};
      if (typeof args !== "object" || args === null || Array.isArray(args))
        return this.failed(`${CALL_TOOL}: "arguments" must be a JSON object`);
      return this.callTool(tool, args as Record<string, unknown>, ask, signal);
    }
    return this.callTool(call.name, input, ask, signal);
  }

  /** Stops every server that was started. */
  async close(): Promise<void> {
    await Promise.all(this.links.map((link) => link.close()));
  }

  /** At process exit (a signal): SIGTERM to every stdio child still running, synchronously. */
  killNow(): void {
    for (const link of this.links) link.killNow();
  }

  private async search(input: Record<string, unknown>): Promise<McpAnswer> {
    const query = typeof input.query === "string" ? input.query : "";
    const limit =
      typeof input.limit === "number" && input.limit >= 1
        ? Math.min(Math.floor(input.limit), MAX_LIMIT)
        : DEFAULT_LIMIT;
    const failures = await this.startAll();
    const text = searchText(this.listed(), query, limit, failures);
    return { output: safeText(text, this.secrets, this.options.maxResultChars), isError: false };
  }

  private async callTool(
    name: string,
    args: Record<string, unknown>,
    ask: AskMcpCall,
    signal?: AbortSignal,
  ): Promise<McpAnswer> {
    let tool = this.listed().find((listed) => listed.name === name);
    if (!tool) {
      const failures = await this.startAll();
      const listed = this.listed();
      tool = listed.find((candidate) => candidate.name === name);
      if (!tool) {
        const close = closestNames(listed, name);
        const hint =
          close.length > 0 ? ` The closest: ${close.join(", ")}.` : ` Search with ${SEARCH_TOOL} first.`;
        const down = failures.length > 0 ? ` (not available: ${failures.join("; ")})` : "";
        return this.failed(`No MCP tool is named ${name}.${hint}${down}`);
      }
    }
    const link = this.links.find((candidate) => candidate.name === tool.server);
    if (!link) return this.failed(`No MCP server is named ${tool.server}.`);
    if (!tool.readOnly) {
      const shown = JSON.stringify(args);
      const question: McpCallQuestion = {
        kind: "mcp-call",
        server: tool.server,
        tool: tool.tool,
        input: shown.length > QUESTION_INPUT_CHARS ? `${shown.slice(0, QUESTION_INPUT_CHARS)}…` : shown,
      };
      if (!(await ask(question)))
        return this.failed(`The person declined this call to ${tool.name}; it was not made.`);
    }
    const result = await link.call(tool.tool, args, signal);
    if (typeof result === "object" && result !== null && "failure" in result)
      return this.failed(`${tool.name}: ${String((result as { failure: string }).failure)}`);
    const { text, isError } = resultText(result);
    return { output: safeText(text, this.secrets, this.options.maxResultChars), isError };
  }

  /** Starts (in parallel) every trusted server not started yet and lists every tool afresh; why each
   *  unavailable server is. */
  private async startAll(): Promise<string[]> {
    const results = await Promise.all(
      this.links
        .filter((link) => link.state.kind !== "not trusted")
        .map(async (link) => ({ link, listed: await link.listTools(true) })),
    );
    return results
      .filter((entry) => typeof entry.listed === "string")
      .map((entry) => `${entry.link.name}: ${String(entry.listed)}`);
  }

  /** Every tool the running servers listed, under the names the model calls them by. */
  private listed(): ListedTool[] {
    const taken = new Set<string>();
    const out: ListedTool[] = [];
    for (const link of this.links) {
      for (const tool of link.tools ?? []) {
        const name = serverToolName(link.name, tool.name, taken);
        taken.add(name);
        out.push({
          name,
          server: link.name,
          tool: tool.name,
          description: tool.description ?? tool.title ?? "",
          readOnly: tool.annotations?.readOnlyHint === true,
          inputSchema: tool.inputSchema,
        });
      }
    }
    return out;
  }

  private failed(output: string): McpAnswer {
    return { output: safeText(output, this.secrets, this.options.maxResultChars), isError: true };
  }
}

function parseObject(input: string): Record<string, unknown> | string {
  if (input.trim() === "") return {};
  try {
    const parsed = JSON.parse(input) as unknown;
    if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
    return "not an object";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
