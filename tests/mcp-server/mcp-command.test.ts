// `kerf mcp`'s command line, in-process: its help names --port and the loopback address, a bad port is a
// usage error (exit 2) before anything is served, and `kerf help` lists the subcommand.
import { tempDir } from "../helpers/file-tree";
import { runCli } from "../helpers/run-cli";

describe("kerf mcp's command line", () => {
  const cwd = tempDir("kerf-mcp-cli-");

  it("kerf mcp --help names --port and 127.0.0.1", async () => {
    const run = await runCli(["mcp", "--help"], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("--port <N>");
    expect(run.stdout).toContain("127.0.0.1");
  });

  it.each(["abc", "70000", "-1"])("refuses --port %s as a usage error", async (port) => {
    const run = await runCli(["mcp", "--port", port], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/--port/);
    expect(run.stdout).toBe("");
  });

  it("kerf help lists kerf mcp", async () => {
    const run = await runCli(["help"], { cwd });
    expect(run.stdout).toMatch(/kerf mcp \[--port N\]\s+serve kerf's edit engine/);
  });
});
