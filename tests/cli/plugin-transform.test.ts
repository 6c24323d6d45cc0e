// Plugins' layer transforms through the CLI: a plugin file on disk returns { transformLayers }, and the
// scripted server sees the rewritten stack; a plugin that empties the layers gets the original stack
// sent and a warning on stderr (a `warning` event with --json).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { runCli } from "../helpers/run-cli";
import { withServer } from "../helpers/scripted-server";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";

const EXAMPLE = path.resolve(__dirname, "..", "..", "examples", "house-rules.js");
const EMPTYING = "module.exports = () => ({ transformLayers: () => [] });\n";
const DROP_ENV = `module.exports = (kerf) => ({
  transformLayers(layers, context) {
    const kept = layers.filter((layer) => layer.name !== "environment");
    kept.find((layer) => layer.name === "system").messages.push({ role: "system", content: "Plugin saw " + context.model + " / " + context.editFormat });
    return kept;
  },
});
`;

type Message = { role: string; content: string };

describe("plugins that rewrite the prompt layers", () => {
  let repo: TempRepo;
  beforeEach(() => {
    repo = makeTempRepo({ "app.py": "x = 1\n" });
    writeFileSync(path.join(repo.root, "emptying.js"), EMPTYING);
    writeFileSync(path.join(repo.root, "drop-env.js"), DROP_ENV);
  });
  afterEach(() => repo.remove());

  const ask = (baseUrl: string, extra: string[]) =>
    runCli(
      [
        ...["--model", "gpt-4o", "--openai-api-base", baseUrl, "--edit-format", "ask"],
        ...["--map-tokens", "0", "--no-pretty", "--turn-preamble", "none", "-m", "hi", ...extra],
      ],
      { cwd: repo.root, env: { HOME: repo.root, OPENAI_API_KEY: "sk-plugin" } },
    );
  const sent = (server: { requests: { body: unknown }[] }, n: number) =>
    (server.requests[n]?.body as { messages: Message[] }).messages;

  it("sends the stack a plugin file rewrote (the shipped example and one that drops a layer)", async () => {
    await withServer(
      ["a", "b", "c"].map((text) => ({ kind: "reply" as const, text })),
      async (server) => {
        expect((await ask(server.baseUrl, [])).code).toBe(0);
        expect((await ask(server.baseUrl, ["--plugin", EXAMPLE])).code).toBe(0);
        const dropped = await ask(server.baseUrl, ["--plugin", "drop-env.js"]);
        expect(dropped.stderr).not.toContain("warning");
        const [plain, example, withoutEnv] = [0, 1, 2].map((n) => sent(server, n));
        expect(example?.[0]?.content).toBe(
          `${plain?.[0]?.content}\n\nHouse rules: name things in full words; no abbreviations.`,
        );
        expect(example?.slice(1)).toEqual(plain?.slice(1));
        expect(withoutEnv?.[1]).toEqual({ role: "system", content: "Plugin saw gpt-4o / ask" });
        expect(withoutEnv?.some((m) => m.content.includes("<environment_context>"))).toBe(false);
        expect(plain?.some((m) => m.content.includes("<environment_context>"))).toBe(true);
      },
    );
  });

  it("a plugin that empties the layers: the original stack is sent and a warning says so", async () => {
    await withServer(
      ["a", "b", "c"].map((text) => ({ kind: "reply" as const, text })),
      async (server) => {
        await ask(server.baseUrl, []);
        const run = await ask(server.baseUrl, ["--plugin", "emptying.js"]);
        expect(run.code).toBe(0);
        expect(run.stderr).toContain(
          "warning: a plugin's layer transform emptied the prompt layers; the original stack is sent",
        );
        expect(sent(server, 1)).toEqual(sent(server, 0));
        const json = await ask(server.baseUrl, ["--plugin", "emptying.js", "--json"]);
        const events = json.stdout.split("\n").filter((line) => line.startsWith("{"));
        expect(events.map((line) => JSON.parse(line) as { type?: string; message?: string })).toContainEqual(
          expect.objectContaining({ message: expect.stringContaining("emptied the prompt layers") }),
        );
        expect(sent(server, 2)).toEqual(sent(server, 0));
      },
    );
  });

  it("--show-prompts --explain marks the layer a plugin rewrote", async () => {
    const run = await runCli(
      [
        "--show-prompts",
        "--explain",
        "--model",
        "gpt-4o",
        "--map-tokens",
        "0",
        "--no-pretty",
        "--plugin",
        EXAMPLE,
      ],
      { cwd: repo.root, env: { HOME: repo.root } },
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/base instructions.*rewritten by a plugin/);
  });
});
