// `kerf mcp` from the installed package (a packed clean clone installed into an empty folder): the SDK's
// stdio client lists its four tools and one answers, so the MCP SDK and zod are real dependencies of the
// package and the subcommand is in its dist/.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { tempDir } from "../helpers/file-tree";
import { childEnv, dataOf, type FormatData } from "../mcp-server/mcp-child";
import { installedKerf } from "./installed-kerf";

describe("the installed kerf mcp", () => {
  it("lists its tools over stdio and answers edit_format_for", async () => {
    const installed = installedKerf();
    const home = tempDir("kerf-installed-mcp-");
    const client = new Client({ name: "kerf-tests", version: "1.0.0" });
    await client.connect(
      new StdioClientTransport({ command: installed.bin, args: ["mcp"], cwd: home, env: childEnv(home) }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([
        "apply_edits",
        "edit_format_for",
        "edit_prompt",
        "repo_map",
      ]);
      const data = dataOf<FormatData>(
        await client.callTool({ name: "edit_format_for", arguments: { model: "gpt-5" } }),
      );
      expect(data.model.requested).toBe("gpt-5");
    } finally {
      await client.close();
    }
  }, 300_000);
});
