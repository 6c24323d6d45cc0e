// The question an MCP call asks a person: its words on the terminal (control sequences from the model's
// arguments stripped), --yes-always answering it (it is not a person-only question), and "no" without a
// terminal.
import { PassThrough } from "node:stream";
import { PERSON_ONLY, type Question } from "../../src/coders/coder-events";
import type { CliIo } from "../../src/cli/cli-io";
import { askYesNo, cliConfirm, questionText } from "../../src/cli/confirm";

const question: Question = {
  kind: "mcp-call",
  server: "tickets",
  tool: "file_ticket",
  input: '{"title":"x\u001b]52;c;aGk=\u0007"}',
};

function io(): { io: CliIo; err: () => string } {
  const stderr = new PassThrough();
  let text = "";
  stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
  const stdin = Object.assign(new PassThrough(), { isTTY: false });
  return { io: { argv: [], env: {}, cwd: "/", stdin, stdout: new PassThrough(), stderr }, err: () => text };
}

describe("the MCP call question", () => {
  it("names the tool, the server and the arguments", () => {
    expect(questionText(question)).toBe(
      'Let the model call file_ticket on the MCP server tickets with {"title":"x\u001b]52;c;aGk=\u0007"}?',
    );
    expect(PERSON_ONLY.has("mcp-call")).toBe(false);
  });

  it("--yes-always answers yes; without a terminal the answer is no, shown without control sequences", async () => {
    const yes = io();
    expect(await cliConfirm(yes.io, true, askYesNo)(question)).toBe(true);
    expect(yes.err()).toBe("");
    const no = io();
    expect(await cliConfirm(no.io, false, askYesNo)(question)).toBe(false);
    expect(no.err()).toContain("Let the model call file_ticket on the MCP server tickets");
    expect(no.err()).toContain("pass --yes-always to allow");
    expect(no.err()).not.toContain("\u001b");
  });
});
