// Issue 33 through `kerf --apply`: what the edit engine decides shows up as the exit code a script sees.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { removeDir, tempDir } from "../helpers/file-tree";
import { pythonParses } from "../helpers/python-parses";
import { runCli } from "../helpers/run-cli";

const APP = "def main():\n    print('hi')\n";

const SHOP = [
  "def make_shop():",
  "    class Shop:",
  "        def total(self, items):",
  "            result = 0",
  "            for item in items:",
  "                result += item.price",
  "            return result",
  "",
  "    return Shop",
  "",
].join("\n");

describe("kerf --apply: issue 33's edit outcomes and exit codes", () => {
  let root: string;
  beforeEach(() => {
    root = tempDir("kerf-cli-");
  });
  afterEach(() => removeDir(root));

  const save = (name: string, text: string) => writeFileSync(path.join(root, name), text);
  const read = (name: string) => readFileSync(path.join(root, name), "utf8");

  it("a create block repeating the file byte for byte is already applied: exit 0, file untouched", async () => {
    save("app.py", APP);
    save(
      "reply.md",
      ["app.py", "```python", "<<<<<<< SEARCH", "=======", APP + ">>>>>>> REPLACE", "```", ""].join("\n"),
    );
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "app.py"], { cwd: root });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("block 1 is already applied in app.py");
    expect(read("app.py")).toBe(APP);
  });

  it("a patch *** Add File: onto an existing file overwrites it and says so: exit 0", async () => {
    save("app.py", APP);
    save("reply.md", "*** Begin Patch\n*** Add File: app.py\n+print('new')\n*** End Patch\n");
    const run = await runCli(["--apply", "reply.md", "--edit-format", "patch", "app.py"], { cwd: root });
    expect(run.code).toBe(0);
    expect(read("app.py")).toBe("print('new')\n");
    expect(run.stdout).toContain("overwrote the existing app.py");
  });

  it("a block that only turns tab indentation into spaces (a TabError fix) is written as given: exit 0", async () => {
    const body = ["total = 0", "for item in items:", "    total += item"];
    save(
      "cart.py",
      [
        "class Cart:",
        "    def total(self, items):",
        ...body.map((l) => `\t${l.replace("    ", "\t")}`),
        "        return total",
        "",
      ].join("\n"),
    );
    expect(pythonParses(read("cart.py"))).toBe(false);
    const block = (indent: string, inner: string) => body.map((l) => indent + l.replace("    ", inner));
    const reply = [
      "cart.py",
      "```python",
      "<<<<<<< SEARCH",
      "    def total(self, items):",
      ...block("    ", "    "),
      "=======",
      "    def total(self, items):",
      ...block("        ", "    "),
      ">>>>>>> REPLACE",
      "```",
      "",
    ].join("\n");
    save("reply.md", reply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "cart.py"], { cwd: root });
    expect(run.code).toBe(0);
    expect(read("cart.py")).not.toContain("\t");
    expect(pythonParses(read("cart.py"))).toBe(true);
  });

  it("a SEARCH whose first line lost its indentation lands at the file's depth and the Python compiles", async () => {
    save("shop.py", SHOP);
    const reply = [
      "shop.py",
      "```python",
      "<<<<<<< SEARCH",
      "result = 0",
      "            for item in items:",
      "                result += item.price",
      "=======",
      "result = 0",
      "for item in items:",
      "    if item.active:",
      "        result += item.price",
      ">>>>>>> REPLACE",
      "```",
      "",
    ].join("\n");
    save("reply.md", reply);
    const run = await runCli(["--apply", "reply.md", "--edit-format", "diff", "shop.py"], { cwd: root });
    expect(run.code).toBe(0);
    expect(read("shop.py")).toContain(
      "            for item in items:\n                if item.active:\n                    result += item.price\n",
    );
    expect(pythonParses(read("shop.py"))).toBe(true);
  });
});
