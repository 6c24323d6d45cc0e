// A scripted MCP server for the tests, on the official SDK's McpServer over real stdio: run as a child
// process (`node mcp-script-server.cjs --name docs [--tools 16] [--pid-file F] [--log-file F]
// [--secret S] [--stubborn] [--echo-env NAME]`). Its tools cover what kerf must handle: a read-only lookup, a call that needs a yes
// (it writes to the log file, so a "no" is visible), a hang, a crash, a secret and a huge result in the
// answer, a tool list that grows, and the environment it was given (with --echo-env NAME, a tool that
// answers that variable's value and the server's arguments). Plain JavaScript: no build step.
"use strict";
const fs = require("node:fs");
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { StdioServerTransport } = require("@modelcontextprotocol/sdk/server/stdio.js");
const { z } = require("zod");

function arg(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : fallback;
}

const name = arg("name", "script");
const pidFile = arg("pid-file");
const logFile = arg("log-file");
const secret = arg("secret", "");
const fillers = Number(arg("tools", "0"));
// --stubborn: keeps running when its stdin closes (only a signal ends it), like many real servers.
if (process.argv.includes("--stubborn")) setInterval(() => {}, 60_000);
if (pidFile) fs.writeFileSync(pidFile, String(process.pid));
const log = (line) => logFile && fs.appendFileSync(logFile, `${line}\n`);

const server = new McpServer({ name, version: "1.0.0" });
const text = (value) => ({ content: [{ type: "text", text: value }] });
const readOnly = { readOnlyHint: true };

server.registerTool(
  "lookup",
  {
    description: "Look up a page of the project's documentation by its topic.",
    inputSchema: { topic: z.string().describe("The topic to look up.") },
    annotations: readOnly,
  },
  async ({ topic }) => {
    log(`lookup ${topic}`);
    return text(`The page on ${topic}: use the blue button.`);
  },
);
server.registerTool(
  "file_ticket",
  {
    description: "File a ticket in the issue tracker.",
    inputSchema: { title: z.string().describe("The ticket's title.") },
    annotations: { readOnlyHint: false, destructiveHint: false },
  },
  async ({ title }) => {
    log(`ticket ${title}`);
    return text(`Filed ticket #7: ${title}`);
  },
);
server.registerTool(
  "hang",
  { description: "Waits forever (a server that hangs).", annotations: readOnly },
  () => new Promise(() => {}),
);
server.registerTool(
  "crash",
  { description: "Exits in the middle of the call.", annotations: readOnly },
  () => {
    process.stderr.write("crashing on purpose\n");
    process.exit(3);
  },
);
server.registerTool(
  "leak",
  { description: "Answers with a key in its text.", annotations: readOnly },
  async () => text(`config: api_key=${secret} github=ghp_${"A1b2C3d4E5".repeat(4).slice(0, 36)}`),
);
server.registerTool("big", { description: "Answers with a huge text.", annotations: readOnly }, async () =>
  text("x".repeat(50_000)),
);
server.registerTool(
  "env_names",
  { description: "Lists its environment's names.", annotations: readOnly },
  async () => text(Object.keys(process.env).sort().join(",")),
);
const echoed = arg("echo-env");
if (echoed)
  server.registerTool(
    "echo_env",
    {
      description: `Answers the value of ${echoed} in its environment, and its arguments.`,
      annotations: readOnly,
    },
    async () =>
      text(`${echoed}=${process.env[echoed] ?? "(not set)"} argv=${JSON.stringify(process.argv.slice(2))}`),
  );
server.registerTool(
  "grow",
  { description: "Adds a tool to this server's list.", annotations: readOnly },
  async () => {
    server.registerTool(
      "added_tool",
      { description: "A tool added later.", annotations: readOnly },
      async () => text("added"),
    );
    return text("added a tool");
  },
);
for (let i = 0; i < fillers; i++) {
  server.registerTool(
    `${name}_tool_${i}`,
    {
      description:
        `Tool ${i} of the ${name} server: reads records of kind ${i} from the ${name} service, filtered by ` +
        "the given fields, sorted and paged as asked, and answers them as JSON.",
      inputSchema: {
        filter: z.string().describe("A filter expression over the record's fields."),
        sort: z.enum(["asc", "desc"]).optional().describe("The order of the records."),
        page: z.number().int().optional().describe("The page to answer, from 1."),
        fields: z.array(z.string()).optional().describe("The fields to answer; all when absent."),
      },
      annotations: readOnly,
    },
    async () => text(`records of kind ${i}`),
  );
}

server.connect(new StdioServerTransport()).catch((error) => {
  process.stderr.write(`cannot start: ${String(error)}\n`);
  process.exit(1);
});
