// /tokens, /map, /map-refresh and /settings: what the next request would hold and how the session is
// set up. Builds the request's messages to count them; sends nothing to a model.
import {
  fileTokenRows,
  tokenReport,
  type TokenFileRow,
  type TokenReport,
} from "../../../chunks/token-report.js";
import { mapCeilingFor } from "../../../coders/chat-context.js";
import { FLAGS, optionKey } from "../../flags.js";
import { showRepoMap } from "../../show-commands.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

const num = (n: number) => n.toLocaleString("en-US");
const money = (cost: number | null) => (cost === null ? "" : `$${cost.toFixed(4)}`);

const messages = (n: number) => `${n} ${n === 1 ? "message" : "messages"}`;

/** The files under their chunk's row: the chat files, and the read-only ones. */
export interface TableFiles {
  chatFiles: TokenFileRow[];
  readOnlyFiles: TokenFileRow[];
}

export function tokenTable(
  report: TokenReport,
  model: string,
  files: TableFiles = { chatFiles: [], readOnlyFiles: [] },
): string[] {
  const lines = [`Tokens the next request to ${model} would send (cost at the input price):`];
  const row = (tokens: string, cost: string, label: string) =>
    lines.push(`${tokens.padStart(9)} ${cost.padStart(9)}  ${label}`);
  const fileRows = (list: TokenFileRow[], note: string) => {
    for (const f of list) row(num(f.tokens), money(f.cost), `  ${f.path}${note}`);
  };
  for (const r of report.rows) {
    row(num(r.tokens), money(r.cost), `${r.label} (${messages(r.messages)})`);
    if (r.chunk === "chatFiles") fileRows(files.chatFiles, " — /drop to remove");
    if (r.chunk === "readonlyFiles") fileRows(files.readOnlyFiles, " (read-only) — /drop to remove");
  }
  row("=========", "", "");
  row(num(report.total), money(report.cost), "total");
  if (report.contextWindow !== null && report.remaining !== null) {
    const over = report.remaining < 0 ? " — over the window: drop files or /clear" : "";
    row(num(report.remaining), "", `left of the ${num(report.contextWindow)}-token context window${over}`);
  }
  return lines;
}

async function tokens(repl: Repl): Promise<void> {
  const built = await repl.coder.buildMessages([]);
  const settings = repl.coder.options.model.settings;
  const options = {
    tokenizer: settings.tokenizer,
    prices: settings.prices,
    contextWindow: settings.contextWindow,
  };
  const report = tokenReport(built.chunks, options);
  const files = {
    chatFiles: fileTokenRows(built.chatFiles, built.fence, options),
    readOnlyFiles: fileTokenRows(built.readOnlyFiles, built.fence, options),
  };
  for (const line of tokenTable(report, repl.coder.options.model.name, files)) repl.term.out(line);
}

async function mapRefresh(repl: Repl): Promise<void> {
  const { session, term } = repl;
  if (!session.repoMap) return term.err("The repo map is off (--map-tokens 0).");
  // The coder re-ranks its session map, so the next request carries the new one; a coder whose
  // requests carry no map still gets the map /map shows rebuilt.
  const result =
    (await repl.coder.refreshMap()) ??
    (await session.repoMap.getRepoMap({
      chatFiles: repl.coder.mapChatFiles(),
      maxTokens: mapCeilingFor(repl.coder.options, repl.coder.mapChatFiles().length),
      forceRefresh: true,
    }));
  term.out(`The repo map was rebuilt: ${result.tokens} tokens, ${result.stats.files} files.`);
}

/** Each setting under the name the flags and config files give it (`map-tokens`, not `mapTokens`). */
function settings(repl: Repl): void {
  const { values, sources } = repl.session.settings;
  const byKey: Readonly<Record<string, unknown>> = values;
  const names = new Map(FLAGS.map((flag) => [optionKey(flag.name), flag.name]));
  // The settings some source set (a default counts), not every flag kerf has.
  const rows = Object.keys(sources).map((key) => ({ key, name: names.get(key) ?? key }));
  for (const { key, name } of rows.sort((a, b) => a.name.localeCompare(b.name))) {
    const value = byKey[key];
    if (value === undefined || /api-?key/i.test(name)) continue;
    repl.term.out(
      `${name.padEnd(24)} ${JSON.stringify(value)}  ${repl.term.color.dim(`(${sources[key] ?? "default"})`)}`,
    );
  }
}

export const INFO_COMMANDS: Command[] = [
  { name: "tokens", help: "count the tokens (and cost) of each part of the next request", run: tokens },
  {
    name: "map",
    help: "print the repo map the model would see",
    run: (repl) => showRepoMap(repl.session, repl.term).then(() => undefined),
  },
  { name: "map-refresh", help: "rebuild the repo map now", run: mapRefresh },
  { name: "settings", help: "print the session's settings and where each came from", run: settings },
];
