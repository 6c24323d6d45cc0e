// The scripted 10-turn session behind `npm run bench chunks`' cache numbers: a generated Python project
// (36 modules, a real repo map at 1,024 tokens, an AGENTS.md), two chat files, claude-sonnet-4-5 with
// --cache-prompts and the per-turn preamble on, and a loopback server whose replies edit the chat files
// in six turns and answer questions in four. Returns what the server received (and, for the cost bench,
// the usage each protocol's cache simulator reported).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Coder, type CreateCoderOptions } from "../src/coders/index.js";
import type { ChatMessage } from "../src/core/chat-message.js";
import { loadInstructions } from "../src/instructions/load-instructions.js";
import { createLlmClient } from "../src/llm/llm-client.js";
import { resolveModel, type ResolvedModel } from "../src/models/resolve-model.js";
import { RepoMap } from "../src/repomap/repo-map.js";
import type { Protocol } from "../src/llm/protocol.js";
import type { Usage } from "../src/llm/usage.js";
import type { RecordedRequest } from "../replay/script-step.js";
import { startScriptedServer } from "../replay/scripted-server.js";

const NAMES = ["order", "invoice", "customer", "payment", "ledger", "report"];
const PARTS = ["model", "service", "store", "views", "rules", "format"];

/** One module: a dataclass, a service class with methods that call a neighbour module, helpers. */
function moduleText(name: string, part: string, next: string): string {
  const cls = `${name[0]!.toUpperCase()}${name.slice(1)}${part[0]!.toUpperCase()}${part.slice(1)}`;
  const lines = [
    `"""${part} layer for ${name}s."""`,
    "from dataclasses import dataclass, field",
    `from .${next} import load_${next}, check_${next}`,
    "",
    "",
    "@dataclass",
    `class ${cls}Record:`,
    `    ${name}_id: int`,
    "    label: str",
    "    amount: float = 0.0",
    "    tags: list[str] = field(default_factory=list)",
    "",
    "",
    `class ${cls}:`,
    `    """Keeps ${name} records and answers questions about them."""`,
    "",
    "    def __init__(self, limit: int = 100) -> None:",
    "        self.limit = limit",
    `        self.records: dict[int, ${cls}Record] = {}`,
    "",
  ];
  for (const verb of ["add", "remove", "find", "total", "export", "validate"]) {
    lines.push(
      `    def ${verb}_${name}(self, ${name}_id: int, amount: float = 0.0) -> float:`,
      `        """${verb} one ${name} by id; returns the running total."""`,
      `        record = self.records.get(${name}_id)`,
      "        if record is None:",
      `            record = ${cls}Record(${name}_id, label=f"${name}-{${name}_id}")`,
      `            self.records[${name}_id] = record`,
      `        check_${next}(record.label)`,
      "        record.amount += amount",
      "        return sum(r.amount for r in self.records.values())",
      "",
    );
  }
  lines.push(
    "",
    `def load_${name}_${part}(path: str) -> ${cls}:`,
    `    store = ${cls}()`,
    `    load_${next}(path)`,
    "    return store",
    "",
  );
  lines.push(
    "",
    `def check_${name}_${part}(label: str) -> bool:`,
    '    return bool(label) and not label.startswith("_")',
    "",
  );
  return `${lines.join("\n")}\n`;
}

export function writeProject(root: string): string[] {
  const files: string[] = [];
  const all = NAMES.flatMap((name) => PARTS.map((part) => `${name}_${part}`));
  all.forEach((module, index) => {
    const [name, part] = module.split("_") as [string, string];
    const rel = `shop/${module}.py`;
    mkdirSync(path.join(root, "shop"), { recursive: true });
    writeFileSync(path.join(root, rel), moduleText(name, part, all[(index + 1) % all.length]!));
    files.push(rel);
  });
  writeFileSync(
    path.join(root, "AGENTS.md"),
    "# Conventions\n\n- Python 3.12, type hints on every public function.\n- Money is float for now; do not introduce Decimal without asking.\n- Keep modules under 300 lines; one class per module.\n- Tests live in tests/ and use pytest fixtures.\n- Never print from library code; return values instead.\n",
  );
  return files;
}

const edit = (file: string, search: string, replace: string, why: string) =>
  `${why}\n\n${file}\n\`\`\`python\n<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE\n\`\`\`\n`;

/** Ten turns: the user's message and the model's reply (six edit the chat files, four answer). */
export function turns(): { message: string; reply: string }[] {
  const o = "shop/order_service.py";
  const p = "shop/payment_service.py";
  return [
    {
      message: "Make OrderService reject a negative amount in add_order.",
      reply: edit(
        o,
        "    def add_order(self, order_id: int, amount: float = 0.0) -> float:",
        '    def add_order(self, order_id: int, amount: float = 0.0) -> float:\n        if amount < 0:\n            raise ValueError("amount must not be negative")',
        "add_order now refuses a negative amount before it touches the records.",
      ),
    },
    {
      message: "Why does total_order call check_order_store?",
      reply:
        "Every method validates the record's label through the next module's check function, so a label starting with `_` is caught early. total_order inherits that from the shared shape; it is harmless but redundant there, since total_order never creates a label of its own.",
    },
    {
      message: "Do the same negative check in PaymentService.add_payment.",
      reply: edit(
        p,
        "    def add_payment(self, payment_id: int, amount: float = 0.0) -> float:",
        '    def add_payment(self, payment_id: int, amount: float = 0.0) -> float:\n        if amount < 0:\n            raise ValueError("amount must not be negative")',
        "Same guard in add_payment.",
      ),
    },
    {
      message: "Rename the limit attribute to max_records in both services.",
      reply: `${edit(o, "        self.limit = limit", "        self.max_records = limit", "Renamed in OrderService.")}${edit(p, "        self.limit = limit", "        self.max_records = limit", "And in PaymentService.")}`,
    },
    {
      message: "Is max_records enforced anywhere?",
      reply:
        "No. Nothing reads max_records (or limit before it): add_* keeps inserting records without a bound. If you want a cap, add_order and add_payment are the two places to check `len(self.records)` before inserting.",
    },
    {
      message: "Enforce it in add_order: raise when the store is full.",
      reply: edit(
        o,
        '            raise ValueError("amount must not be negative")\n        """add one order by id; returns the running total."""\n        record = self.records.get(order_id)\n        if record is None:',
        '            raise ValueError("amount must not be negative")\n        """add one order by id; returns the running total."""\n        record = self.records.get(order_id)\n        if record is None:\n            if len(self.records) >= self.max_records:\n                raise OverflowError("order store is full")',
        "add_order raises OverflowError once max_records records are held.",
      ),
    },
    {
      message: "What happens to export_order now?",
      reply:
        "export_order shares add_order's body shape, so the new guard did not reach it: it still inserts a record when the id is unknown. It is a lookup by name only; if it should never create records, drop its insertion branch.",
    },
    {
      message: "Make export_order return 0.0 for an unknown id instead of inserting.",
      reply: edit(
        o,
        '    def export_order(self, order_id: int, amount: float = 0.0) -> float:\n        """export one order by id; returns the running total."""\n        record = self.records.get(order_id)\n        if record is None:',
        '    def export_order(self, order_id: int, amount: float = 0.0) -> float:\n        """export one order by id; returns the running total."""\n        record = self.records.get(order_id)\n        if record is None:\n            return 0.0\n        if record is None:',
        "export_order returns 0.0 for an id it does not hold.",
      ),
    },
    {
      message: "Any risk in the float money handling for these changes?",
      reply:
        "The guards compare with 0 and count records, so floats do not hurt them. Totals still sum floats: 0.1 + 0.2 style drift remains, which the project's conventions accept for now (no Decimal without asking).",
    },
    {
      message: "Add a docstring line to PaymentService saying amounts are floats.",
      reply: edit(
        p,
        '    """Keeps payment records and answers questions about them."""',
        '    """Keeps payment records and answers questions about them.\n\n    Amounts are floats (a project convention); totals may drift by a few cents.\n    """',
        "Documented in the class docstring.",
      ),
    },
  ];
}

export interface SessionRun {
  /** Every request the server received, in order. */
  requests: RecordedRequest[];
  /** Each turn's usage as the client read it from the server's replies. */
  usages: Usage[];
}

export interface SessionOptions {
  /** Default claude-sonnet-4-5, as a user of --sonnet --cache-prompts runs it. */
  model?: string;
  /** Default chat completions. */
  protocol?: Protocol;
  /** The usage each reply reports, in the protocol's own fields (a cache simulator's answer). */
  usageFor?: (request: RecordedRequest, reply: string) => Record<string, unknown>;
}

/** Runs the ten turns against a loopback server speaking `protocol`; returns what it received. */
export async function runScriptedSession(options: SessionOptions = {}): Promise<SessionRun> {
  const root = mkdtempSync(path.join(os.tmpdir(), "kerf-chunks-session-"));
  const script = turns();
  const server = await startScriptedServer(
    script.map((turn) =>
      options.usageFor
        ? (request: RecordedRequest) => ({
            kind: "reply" as const,
            text: turn.reply,
            usage: options.usageFor!(request, turn.reply),
          })
        : { kind: "reply" as const, text: turn.reply },
    ),
  );
  try {
    writeProject(root);
    let minute = 0;
    const coder = Coder.create(
      await shopSessionOptions({
        root,
        model: resolveModel(options.model ?? "claude-sonnet-4-5"),
        baseURL: server.baseUrl,
        protocol: options.protocol ?? "chat",
        clock: () => new Date(Date.UTC(2026, 10, 25, 9, minute++)),
      }),
    );
    const usages: Usage[] = [];
    for (const turn of script) usages.push((await coder.run(turn.message)).usage);
    return { requests: server.requests, usages };
  } finally {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  }
}

/** The chat-completion message arrays of the ten requests (the chunks bench's cache shares). */
export async function scriptedSession(): Promise<ChatMessage[][]> {
  const { requests } = await runScriptedSession();
  return requests.map((request) => (request.body as { messages: ChatMessage[] }).messages);
}

/** The coder options of the bench's shop session (two chat files, a 1,024-token map ranked by this
 *  process, prompt caching, no summaries, a fixed clock): the chunks and cost benches share them. */
export async function shopSessionOptions(input: {
  root: string;
  model: ResolvedModel;
  baseURL: string;
  protocol: Protocol;
  clock: () => Date;
}): Promise<CreateCoderOptions> {
  const { root } = input;
  return {
    root,
    model: input.model,
    llm: createLlmClient({ baseURL: input.baseURL, apiKey: "sk-bench", protocol: input.protocol }),
    files: ["shop/order_service.py", "shop/payment_service.py"],
    platform: { os: "Linux", shell: "bash", date: "2026-11-25", isGitRepo: false, cwd: root },
    instructions: await loadInstructions({ gitRoot: null, cwd: root }),
    repoMap: new RepoMap({ root, workers: 0, refresh: "files" }),
    mapTokens: 1024,
    cachePrompts: true,
    yesAlways: true,
    summarizeHistory: false,
    timeZone: "UTC",
    clock: input.clock,
  };
}
