// Which values a session hands its MCP servers count as credentials to mask in what they answer.
import type { McpServerConfig } from "../../src/mcp-tools/config-entries";
import { serverCredentials } from "../../src/mcp-tools/server-credentials";

const stdio = (env: Record<string, string>, untrusted = false): McpServerConfig => ({
  name: "s",
  source: "test",
  project: false,
  transport: "stdio",
  command: "node",
  args: [],
  env,
  ...(untrusted ? { untrusted: true } : {}),
});

describe("serverCredentials", () => {
  it("takes env values named like credentials, at least 8 characters, and nothing else", () => {
    const found = serverCredentials([
      stdio({
        GITHUB_TOKEN: "ghp-abcdefgh",
        API_KEY: "k-12345678",
        DB_PASSWORD: "hunter2!x",
        SHORT_KEY: "abc",
      }),
      stdio({ LOG_LEVEL: "debug-verbose", REGION: "eu-west-1-long" }),
    ]);
    expect(found.sort()).toEqual(["ghp-abcdefgh", "hunter2!x", "k-12345678"]);
  });

  it("takes every header value of an HTTP server, and a bearer token without its scheme", () => {
    const http: McpServerConfig = {
      name: "h",
      source: "test",
      project: false,
      transport: "http",
      url: "https://example.test/mcp",
      headers: { Authorization: "Bearer abcdef123456", "X-Team": "platform-team" },
    };
    expect(serverCredentials([http]).sort()).toEqual([
      "Bearer abcdef123456",
      "abcdef123456",
      "platform-team",
    ]);
  });

  it("takes nothing from an untrusted server, or one whose variables had no value (neither is started)", () => {
    expect(serverCredentials([stdio({ GITHUB_TOKEN: "ghp-abcdefgh" }, true)])).toEqual([]);
    const unset = {
      ...stdio({ GITHUB_TOKEN: "${UNSET_TOKEN}" }),
      unavailable: "${UNSET_TOKEN} has no value",
    };
    expect(serverCredentials([unset])).toEqual([]);
  });
});
