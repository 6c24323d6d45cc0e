// An edit to a file outside the chat asks first, naming what it would do ("Delete …", "Replace all of …",
// "Edit …", "Create new file …") after showing its diff: for tool calls in every tool format over every
// protocol, and for text replies. Through the CLI against a loopback scripted server, the answer typed
// on a terminal stdin: `n` leaves the file as it was, `y` lets the edit land.
import { existsSync } from "node:fs";
import path from "node:path";
import { runCli, type CliRun } from "../helpers/run-cli";
import { makeTempRepo, type TempRepo } from "../helpers/temp-repo";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptToolCall } from "../../replay/script-step";
import { APP } from "../helpers/greet-fixtures";

const CLI_PY = 'import sys\n\n\ndef main():\n    print("calc")\n';
const OUTSIDE = "calc/cli.py";

interface Route {
  protocol: "chat" | "responses" | "anthropic";
  args: (base: string) => string[];
  env: (base: string) => Record<string, string>;
}

const ROUTES: Route[] = [
  {
    protocol: "chat",
    args: (base) => ["--model", "gpt-4o", "--openai-api-base", `${base}/v1`],
    env: () => ({ OPENAI_API_KEY: "sk-confirm-chat" }),
  },
  {
    protocol: "responses",
    args: () => ["--model", "gpt-5.1-codex"],
    env: (base) => ({ OPENAI_API_KEY: "sk-confirm-responses", OPENAI_BASE_URL: `${base}/v1` }),
  },
  {
    protocol: "anthropic",
    args: () => ["--sonnet"],
    env: (base) => ({ ANTHROPIC_API_KEY: "sk-ant-confirm", ANTHROPIC_BASE_URL: base }),
  },
];

const patchFunction = (patch: string): ScriptToolCall => ({
  name: "apply_patch",
  arguments: JSON.stringify({ input: patch }),
});
const DELETE_PATCH = `*** Begin Patch\n*** Delete File: ${OUTSIDE}\n*** End Patch\n`;

/** The call each protocol's model makes to delete the file (gpt-5.1: OpenAI's own apply_patch tool). */
const deleteCall = (route: Route): ScriptToolCall =>
  route.protocol === "responses"
    ? {
        name: "apply_patch",
        applyPatch: true,
        arguments: JSON.stringify({ type: "delete_file", path: OUTSIDE }),
      }
    : patchFunction(DELETE_PATCH);

/** The call that rewrites the file whole (Claude: the text editor's create). */
const rewriteCall = (route: Route, content: string): ScriptToolCall =>
  route.protocol === "anthropic"
    ? {
        name: "str_replace_based_edit_tool",
        arguments: JSON.stringify({ command: "create", path: OUTSIDE, file_text: content }),
      }
    : { name: "write", arguments: JSON.stringify({ path: OUTSIDE, content }) };

describe.each(ROUTES)("a tool call on a file outside the chat, over $protocol", (route) => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (format: string, call: ScriptToolCall, answer: string): Promise<CliRun> => {
    repo = makeTempRepo({ "app.py": APP, [OUTSIDE]: CLI_PY });
    server = await startScriptedServer([
      { kind: "reply", text: "Editing.", toolCalls: [call] },
      { kind: "reply", text: "feat: commit" },
      { kind: "reply", text: "Done." },
    ]);
    const base = new URL(server.baseUrl).origin;
    const flags = ["--no-pretty", "--map-tokens", "0", "--no-auto-commits", "--edit-format", format];
    return runCli([...flags, ...route.args(base), "-m", "tidy up", "app.py"], {
      cwd: repo.root,
      env: { HOME: repo.root, ...route.env(base) },
      stdinTty: true,
      input: answer,
    });
  };

  it('patch-tool deleting it: the diff, then "Delete …?"; n leaves the file', async () => {
    const run = await kerf("patch-tool", deleteCall(route), "n\n");
    const question = `Delete ${OUTSIDE}, which is not in the chat? (y/N) `;
    expectDiffThenQuestion(run, question, ['-    print("calc")', "+++ /dev/null"]);
    expect(repo.read(OUTSIDE)).toBe(CLI_PY);
    expect(run.stdout).toContain(`You declined the changes to ${OUTSIDE}`);
    expect(run.code).toBe(0);
  });

  it('edit-tool rewriting it whole: the diff, then "Replace all of …?"; n leaves the file', async () => {
    const run = await kerf("edit-tool", rewriteCall(route, "print('gone')\n"), "n\n");
    const question = `Replace all of ${OUTSIDE}, which is not in the chat? (y/N) `;
    expectDiffThenQuestion(run, question, ["-import sys", "+print('gone')"]);
    expect(repo.read(OUTSIDE)).toBe(CLI_PY);
    expect(run.code).toBe(0);
  });

  it("patch-tool deleting it: y lets the deletion land", async () => {
    const run = await kerf("patch-tool", deleteCall(route), "y\n");
    expect(run.stderr).toContain(`Delete ${OUTSIDE}, which is not in the chat? (y/N) `);
    expect(existsSync(path.join(repo.root, OUTSIDE))).toBe(false);
    expect(run.code).toBe(0);
  });
});

describe("the other operations name themselves too", () => {
  let repo: TempRepo;
  let server: ScriptedServer;
  afterEach(async () => {
    await server?.close();
    repo?.remove();
  });
  const kerf = async (format: string, reply: { text: string; toolCalls?: ScriptToolCall[] }) => {
    repo = makeTempRepo({ "app.py": APP, [OUTSIDE]: CLI_PY });
    server = await startScriptedServer([{ kind: "reply", ...reply }]);
    const flags = [
      "--no-pretty",
      "--map-tokens",
      "0",
      "--model",
      "gpt-4o",
      "--openai-api-base",
      server.baseUrl,
    ];
    return runCli([...flags, "--edit-format", format, "-m", "tidy up", "app.py"], {
      cwd: repo.root,
      env: { HOME: repo.root, OPENAI_API_KEY: "sk-confirm-more" },
      stdinTty: true,
      input: "n\n",
    });
  };

  it('edit-tool changing part of it: "Edit …?" after the diff', async () => {
    const edit = {
      name: "edit",
      arguments: JSON.stringify({ path: OUTSIDE, old_string: '"calc"', new_string: '"sum"' }),
    };
    const run = await kerf("edit-tool", { text: "Editing.", toolCalls: [edit] });
    expectDiffThenQuestion(run, `Edit ${OUTSIDE}, which is not in the chat? (y/N) `, [
      '-    print("calc")',
      '+    print("sum")',
    ]);
    expect(repo.read(OUTSIDE)).toBe(CLI_PY);
  });

  it('edit-tool creating a file: "Create new file …?" after its content', async () => {
    const write = { name: "write", arguments: JSON.stringify({ path: "calc/new.py", content: "x = 1\n" }) };
    const run = await kerf("edit-tool", { text: "Editing.", toolCalls: [write] });
    expectDiffThenQuestion(run, "Create new file calc/new.py? (y/N) ", ["+x = 1"]);
    expect(existsSync(path.join(repo.root, "calc/new.py"))).toBe(false);
  });

  it('a text reply (patch) deleting it: the diff, then "Delete …?"', async () => {
    const run = await kerf("patch", { text: `Removing it.\n\n${DELETE_PATCH}` });
    expectDiffThenQuestion(run, `Delete ${OUTSIDE}, which is not in the chat? (y/N) `, ["-import sys"]);
    expect(repo.read(OUTSIDE)).toBe(CLI_PY);
  });

  it('a text reply (SEARCH/REPLACE) editing it: the diff, then "Edit …?"', async () => {
    const reply = `${OUTSIDE}\n\`\`\`\n<<<<<<< SEARCH\n    print("calc")\n=======\n    print("sum")\n>>>>>>> REPLACE\n\`\`\`\n`;
    const run = await kerf("diff", { text: reply });
    expectDiffThenQuestion(run, `Edit ${OUTSIDE}, which is not in the chat? (y/N) `, ['+    print("sum")']);
    expect(repo.read(OUTSIDE)).toBe(CLI_PY);
  });
});

/** The diff's lines come on stderr before the question, which comes once. */
function expectDiffThenQuestion(run: CliRun, question: string, diffLines: string[]): void {
  const asked = run.stderr.indexOf(question);
  expect(asked).toBeGreaterThan(0);
  expect(run.stderr.indexOf(question, asked + 1)).toBe(-1);
  for (const line of diffLines) {
    const at = run.stderr.indexOf(line);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(at).toBeLessThan(asked);
  }
}

describe("in a session", () => {
  it("a piped session shows the diff, then the question and its automatic no; the file stays", async () => {
    const repo = makeTempRepo({ "app.py": APP, [OUTSIDE]: CLI_PY });
    const server = await startScriptedServer([
      { kind: "reply", text: "Removing it.", toolCalls: [patchFunction(DELETE_PATCH)] },
    ]);
    try {
      const flags = [
        "--no-pretty",
        "--map-tokens",
        "0",
        "--model",
        "gpt-4o",
        "--openai-api-base",
        server.baseUrl,
      ];
      const run = await runCli([...flags, "--edit-format", "patch-tool", "app.py"], {
        cwd: repo.root,
        env: { HOME: repo.root, OPENAI_API_KEY: "sk-confirm-session" },
        input: "tidy up\n",
      });
      const question = `Delete ${OUTSIDE}, which is not in the chat? (y/N) no — stdin is not interactive`;
      expectDiffThenQuestion(run, question, ['-    print("calc")']);
      expect(repo.read(OUTSIDE)).toBe(CLI_PY);
      expect(run.code).toBe(3);
    } finally {
      await server.close();
      repo.remove();
    }
  });
});
