// `kerf mcp`'s read-only tools through the SDK's stdio client: repo_map (ranked, within its budget, with
// why each entry ranked, nothing written in the project), edit_prompt (the messages `kerf --show-prompts`
// prints for the same model, files and request) and edit_format_for (kerf's choice and its evidence).
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chooseEditFormat } from "../../src/coders/format-choice";
import { resolveModel } from "../../src/index";
import { ensureBuilt } from "../demo/ensure-built";
import { tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";
import {
  dataOf,
  errorOf,
  startStdio,
  type FormatData,
  type MapData,
  type McpChild,
  type PromptData,
} from "./mcp-child";

const ROOT = path.resolve(__dirname, "../..");

const FILES: Record<string, string> = {
  "shop/cart.py":
    "from shop.pricing import apply_discount\n\n\nclass Cart:\n    def __init__(self):\n        self.items = []\n\n" +
    "    def add_item(self, price):\n        self.items.append(apply_discount(price))\n\n    def total(self):\n        return sum(self.items)\n",
  "shop/pricing.py":
    "def apply_discount(price):\n    return price * 0.9\n\n\ndef round_price(price):\n    return round(price, 2)\n",
  "shop/report.py":
    "from shop.cart import Cart\n\n\ndef report_totals(carts):\n    return [cart.total() for cart in carts]\n",
  "shop/inventory.py": "def stock_level(item):\n    return 0\n",
};

describe("kerf mcp over stdio: repo_map, edit_prompt, edit_format_for", () => {
  let server: McpChild;
  let home: string;
  let project: string;
  beforeAll(async () => {
    ensureBuilt(ROOT);
    home = tempDir("kerf-mcp-home-");
    project = tempDir("kerf-mcp-project-");
    for (const [file, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), text);
    }
    server = await startStdio(project, home);
  }, 180_000);
  afterAll(() => server.close());
  const call = (name: string, args: Record<string, unknown>) =>
    server.client.callTool({ name, arguments: args });

  it("repo_map ranks within the budget, says why, leaves out the focus files and writes nothing in the root", async () => {
    const data = dataOf<MapData>(
      await call("repo_map", {
        files: ["shop/cart.py"],
        request: "round_price should round the discount",
        budget: 300,
      }),
    );
    expect(data.root).toBe(project);
    expect(data.tokens).toBeGreaterThan(0);
    expect(data.tokens).toBeLessThanOrEqual(300);
    expect(data.entries.length).toBeGreaterThan(0);
    expect(data.entries.map((entry) => entry.path)).not.toContain("shop/cart.py");
    const pricing = data.entries.find((entry) => entry.name === "round_price");
    expect(pricing?.path).toBe("shop/pricing.py");
    expect(pricing?.why.personalisation.join(" ")).toMatch(/request words/);
    expect(data.map).toContain("shop/pricing.py");
    expect(existsSync(path.join(project, ".kerf"))).toBe(false);
    expect(existsSync(path.join(home, ".cache", "kerf", "mcp"))).toBe(true);
  });

  it("repo_map at a budget of 0 is empty, and a focus file outside the root is refused", async () => {
    expect(dataOf<MapData>(await call("repo_map", { budget: 0 }))).toMatchObject({
      map: "",
      tokens: 0,
      entries: [],
    });
    expect(errorOf(await call("repo_map", { files: ["../elsewhere.py"] }))).toMatch(/files: .*outside/i);
    expect(errorOf(await call("repo_map", { budget: 100000 }))).toMatch(
      /budget is 100000 tokens, over the limit/,
    );
    const many = Array.from({ length: 1001 }, (_, i) => `f${i}.py`);
    expect(errorOf(await call("repo_map", { files: many }))).toMatch(/1001 entries, over the limit of 1000/);
  });

  it("edit_prompt gives the messages kerf --show-prompts prints for the same model, files and request", async () => {
    const request = "add a remove_item method to Cart";
    const data = dataOf<PromptData>(
      await call("edit_prompt", { model: "gpt-5", files: ["shop/cart.py"], request }),
    );
    const shown = await runCli(
      ["--show-prompts", "--model", "gpt-5", "--no-git", "shop/cart.py", "-m", request],
      {
        cwd: project,
        env: { HOME: home, SHELL: "/bin/sh" },
      },
    );
    expect(shown.code).toBe(0);
    expect(data.messages).toEqual(JSON.parse(shown.stdout));
    expect(data.format).toBe(chooseEditFormat(undefined, resolveModel("gpt-5")));
    const text = JSON.stringify(data.messages);
    expect(text).toContain("def add_item(self, price):");
    expect(text).toContain(request);
  });

  it("edit_prompt asks for the format it is given, and declares a tool-call format's tools", async () => {
    const whole = dataOf<PromptData>(await call("edit_prompt", { model: "gpt-5", format: "whole" }));
    const diff = dataOf<PromptData>(await call("edit_prompt", { model: "gpt-5", format: "diff" }));
    expect(whole.format).toBe("whole");
    expect(JSON.stringify(diff.messages)).toContain("<<<<<<< SEARCH");
    expect(JSON.stringify(whole.messages)).not.toContain("<<<<<<< SEARCH");
    expect(whole.tools).toBeUndefined();
    const tools = dataOf<PromptData>(await call("edit_prompt", { model: "gpt-4.1", format: "edit-tool" }));
    expect(JSON.stringify(tools.tools)).toContain('"edit"');
  });

  it("edit_format_for names kerf's choice and the evidence", async () => {
    for (const model of ["gpt-5", "sonnet"]) {
      const resolved = resolveModel(model);
      const data = dataOf<FormatData>(await call("edit_format_for", { model }));
      expect(data.format).toBe(chooseEditFormat(undefined, resolved));
      expect(data.model).toMatchObject({
        requested: model,
        sent_as: resolved.expanded,
        match: resolved.match,
      });
      expect(data.evidence.format_source).toBe(resolved.sources.editFormat);
      expect(data.evidence.settings.edit_format).toBe(resolved.settings.editFormat);
    }
    expect(errorOf(await call("edit_format_for", { model: "m".repeat(500) }))).toMatch(
      /model must be a name/,
    );
  });
});
