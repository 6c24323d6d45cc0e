// `kerf mcp` over stdio, through the SDK's client: the tool list (names, argument names, annotations),
// and apply_edits — a dry run writes nothing, write: true writes, a partly failing reply writes nothing,
// the trust rules refuse paths outside the root, .git/ and secret stores, tool-call replies land, and a
// huge argument or a root that is not a folder is an error in words while the server keeps serving.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ensureBuilt } from "../demo/ensure-built";
import { tempDir } from "../helpers/file-tree";
import { block, dataOf, errorOf, startStdio, type McpChild } from "./mcp-child";

const ROOT = path.resolve(__dirname, "../..");

describe("kerf mcp over stdio: the tools and apply_edits", () => {
  let server: McpChild;
  let home: string;
  let project: string;
  beforeAll(async () => {
    ensureBuilt(ROOT);
    home = tempDir("kerf-mcp-home-");
    server = await startStdio(home, home);
  }, 180_000);
  afterAll(() => server.close());
  beforeEach(() => {
    project = tempDir("kerf-mcp-project-");
    writeFileSync(
      path.join(project, "app.py"),
      "def total(xs):\n    return sum(xs)\n\n\ndef mean(xs):\n    return total(xs) / len(xs)\n",
    );
  });
  const read = (file: string) => readFileSync(path.join(project, file), "utf8");
  const apply = (args: Record<string, unknown>) =>
    server.client.callTool({ name: "apply_edits", arguments: { root: project, format: "diff", ...args } });

  it("lists the four tools with their argument names, schemas, descriptions and annotations", async () => {
    const { tools } = await server.client.listTools();
    const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
    expect(Object.keys(byName).sort()).toEqual(["apply_edits", "edit_format_for", "edit_prompt", "repo_map"]);
    const args = (name: string) => Object.keys(byName[name]?.inputSchema.properties ?? {}).sort();
    expect(args("apply_edits")).toEqual(["format", "reply", "root", "write"]);
    expect(args("repo_map")).toEqual(["budget", "files", "request", "root"]);
    expect(args("edit_prompt")).toEqual(["files", "format", "model", "request", "root"]);
    expect(args("edit_format_for")).toEqual(["model"]);
    expect(byName.apply_edits?.inputSchema.required).toEqual(["reply", "format"]);
    expect(byName.edit_format_for?.inputSchema.required).toEqual(["model"]);
    for (const name of ["repo_map", "edit_prompt", "edit_format_for"]) {
      expect(byName[name]?.annotations?.readOnlyHint).toBe(true);
      expect(byName[name]?.annotations?.destructiveHint).toBe(false);
    }
    expect(byName.apply_edits?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    expect(byName.apply_edits?.description).toMatch(/dry run unless write is true/i);
    for (const tool of tools) expect((tool.description ?? "").length).toBeGreaterThan(80);
  });

  it("a dry run reports each block and the diff, and writes nothing", async () => {
    const reply = block("app.py", "    return sum(xs)\n", "    return sum(xs, 0)\n");
    const data = dataOf(await apply({ reply }));
    expect(data).toMatchObject({
      written: false,
      dry_run: true,
      files_written: [],
      would_change: ["app.py"],
    });
    expect(data.blocks).toEqual([
      expect.objectContaining({ block: 1, status: "landed", path: "app.py", lines: [2, 2] }),
    ]);
    expect(data.diff).toContain("+    return sum(xs, 0)");
    expect(read("app.py")).toContain("    return sum(xs)\n");
  });

  it("write: true writes the reply; sent again, its block is already applied", async () => {
    const reply = block("app.py", "    return sum(xs)\n", "    return sum(xs, 0)\n");
    const data = dataOf(await apply({ reply, write: true }));
    expect(data).toMatchObject({
      written: true,
      dry_run: false,
      files_written: [{ path: "app.py", change: "modified" }],
    });
    expect(read("app.py")).toContain("    return sum(xs, 0)\n");
    const again = dataOf(await apply({ reply, write: true }));
    expect(again.blocks[0]).toMatchObject({ status: "already applied", path: "app.py" });
    expect(again.files_written).toEqual([]);
  });

  it("a partly failing reply writes nothing, and names the closest lines of the block that failed", async () => {
    const before = read("app.py");
    const reply =
      block("app.py", "    return sum(xs)\n", "    return sum(xs, 0)\n") +
      block(
        "app.py",
        "def mean(values):\n    return total(values) / len(values)\n",
        "def mean(xs):\n    return 0\n",
      );
    const data = dataOf(await apply({ reply, write: true }));
    expect(data.written).toBe(false);
    expect(data.files_written).toEqual([]);
    expect(data.blocks.map((one: { status: string }) => one.status)).toEqual(["landed", "failed"]);
    expect(data.blocks[1]?.closest?.lines).toContain("def mean(xs):");
    expect(data.blocks[1]?.why).toMatch(/\S/);
    expect(data.notes.join("\n")).toMatch(/nothing written/);
    expect(read("app.py")).toBe(before);
  });

  it("refuses a path outside the root, one in .git/ and a secret store, writing none of them", async () => {
    mkdirSync(path.join(project, ".git"));
    writeFileSync(path.join(project, ".git", "config"), "[core]\n");
    writeFileSync(path.join(project, ".env"), "KEY=old\n");
    const outside = path.join(path.dirname(project), `${path.basename(project)}-outside.txt`);
    for (const [file, search] of [
      [`../${path.basename(outside)}`, ""],
      [".git/config", "[core]\n"],
      [".env", "KEY=old\n"],
    ] as const) {
      const data = dataOf(await apply({ reply: block(file, search, "pwned\n"), write: true }));
      expect(data.written).toBe(false);
      expect(data.blocks[0]).toMatchObject({ status: "refused" });
      expect(data.blocks[0]?.words).toMatch(/\S/);
    }
    expect(existsSync(outside)).toBe(false);
    expect(read(".git/config")).toBe("[core]\n");
    expect(read(".env")).toBe("KEY=old\n");
  });

  it("takes a tool-call format's calls as the reply", async () => {
    const reply = [
      { name: "edit", arguments: { path: "app.py", old_string: "len(xs)", new_string: "max(len(xs), 1)" } },
    ];
    const data = dataOf(await apply({ reply, format: "edit-tool", write: true }));
    expect(data.blocks).toEqual([expect.objectContaining({ status: "landed", path: "app.py" })]);
    expect(read("app.py")).toContain("return total(xs) / max(len(xs), 1)\n");
    const text = errorOf(await apply({ reply, format: "diff" }));
    expect(text).toMatch(/takes its reply as text/);
  });

  it("refuses a huge reply and too many calls by size, and keeps serving", async () => {
    const huge = "x".repeat(5 * 1024 * 1024);
    expect(errorOf(await apply({ reply: huge }))).toMatch(/reply is 5\.0 MiB .*over the limit of 4\.0 MiB/);
    const calls = Array.from({ length: 1001 }, () => ({ name: "edit", arguments: "{}" }));
    expect(errorOf(await apply({ reply: calls, format: "edit-tool" }))).toMatch(
      /1001 tool calls, over the limit of 1000/,
    );
    expect((await server.client.listTools()).tools).toHaveLength(4);
  });

  it("refuses a root that does not exist or is not a folder", async () => {
    const reply = block("app.py", "x\n", "y\n");
    expect(errorOf(await apply({ reply, root: path.join(project, "missing") }))).toMatch(/does not exist/);
    expect(errorOf(await apply({ reply, root: path.join(project, "app.py") }))).toMatch(/is not a folder/);
  });

  it("a reply without edits writes nothing and says so", async () => {
    const data = dataOf(await apply({ reply: "Sure, happy to help with app.py!", write: true }));
    expect(data).toMatchObject({ written: false, blocks: [], files_written: [] });
    expect(data.notes.join("\n")).toMatch(/no edits found in the reply/);
  });

  it("an unknown format is refused by the schema, with words", async () => {
    expect(errorOf(await apply({ reply: "x", format: "nonsense" }))).toMatch(/format/);
  });
});
