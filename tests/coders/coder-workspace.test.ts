// CoderOptions.workspace: one door for both reading the chat files and writing the edits. The coder runs
// against a real scripted server; the workspace is an in-memory one whose text differs from the disk, so
// each assertion tells which side was used.
import { readFileSync } from "node:fs";
import path from "node:path";
import { MemoryWorkspace } from "../../src/edits/workspace/memory-workspace";
import { block, harness, type Harness } from "../helpers/coder-harness";

describe("a coder with a workspace", () => {
  let h: Harness;
  afterEach(async () => h.close());

  it("shows the model the workspace's text and writes the edit there, not on disk", async () => {
    const reply = `Done.\n\n${block("app.py", "x = 'buffer'\n", "x = 'edited'\n")}`;
    h = await harness({ "app.py": "x = 'disk'\n" }, [{ kind: "reply", text: reply }]);
    const workspace = new MemoryWorkspace({ "app.py": "x = 'buffer'\n" }, { root: h.repo.root });
    const coder = await h.coder({ files: ["app.py"], workspace, editFormat: "diff", git: null });
    const result = await coder.run("edit it");
    expect(JSON.stringify(h.messages(0))).toContain("x = 'buffer'");
    expect(JSON.stringify(h.messages(0))).not.toContain("x = 'disk'");
    expect(result.applied).toHaveLength(1);
    expect(workspace.text("app.py")).toBe("x = 'edited'\n");
    expect(readFileSync(path.join(h.repo.root, "app.py"), "utf8")).toBe("x = 'disk'\n");
  });

  it("without one, reads and writes the disk as before", async () => {
    const reply = `Done.\n\n${block("app.py", "x = 'disk'\n", "x = 'edited'\n")}`;
    h = await harness({ "app.py": "x = 'disk'\n" }, [{ kind: "reply", text: reply }]);
    const coder = await h.coder({ files: ["app.py"], editFormat: "diff", git: null });
    await coder.run("edit it");
    expect(JSON.stringify(h.messages(0))).toContain("x = 'disk'");
    expect(readFileSync(path.join(h.repo.root, "app.py"), "utf8")).toBe("x = 'edited'\n");
  });
});
