// The whole of `kerf eval` from the installed package (issue 23): its bundled exercises live under
// node_modules/kerf, and the model must still get their solution files. The scripted server answers
// each format with the reference solution; the diff format, whose SEARCH text must match the stub the
// model was sent, scores as well as whole, so no winner is declared and no settings are written.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AttemptRecord } from "../../src/eval/attempt-record";
import type { RecordedRequest, ScriptStep } from "../../replay/script-step";
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import { installedKerf, runBin, type InstalledKerf } from "./installed-kerf";

function messages(request: RecordedRequest): { role: string; content: unknown }[] {
  return (request.body as { messages?: { role: string; content: unknown }[] }).messages ?? [];
}

describe("kerf eval from the installed package", () => {
  let installed: InstalledKerf;
  let project: string;
  let server: ScriptedServer;
  let stub: string;
  beforeAll(async () => {
    installed = installedKerf();
    const leap = path.join(installed.app, "node_modules", "kerf", "exercises", "python", "leap");
    stub = readFileSync(path.join(leap, "leap.py"), "utf8");
    const example = readFileSync(path.join(leap, ".meta", "example.py"), "utf8");
    const reply = (request: RecordedRequest): ScriptStep => {
      const system = JSON.stringify(messages(request)[0]?.content ?? "");
      const text = system.includes("SEARCH")
        ? `leap.py\n\`\`\`\n<<<<<<< SEARCH\n${stub}=======\n${example}>>>>>>> REPLACE\n\`\`\`\n`
        : `leap.py\n\`\`\`\n${example}\`\`\`\n`;
      return { kind: "reply", text };
    };
    server = await startScriptedServer(Array.from({ length: 10 }, () => reply));
    project = mkdtempSync(path.join(os.tmpdir(), "kerf-installed-eval-"));
  });
  afterAll(async () => {
    await server.close();
    rmSync(project, { recursive: true, force: true });
  });

  it("sends the bundled exercise's files and scores the diff format", async () => {
    const args = ["eval", "--model", "gpt-4o", "--edit-formats", "diff,whole", "--only", "python/leap"];
    args.push("--openai-api-base", server.baseUrl, "--run-id", "installed", "--write-settings");
    const run = await runBin(installed.bin, args, project);
    expect({ code: run.code, stderr: run.stderr }).toMatchObject({ code: 0 });

    // One request per format (both pass on try 1), each showing the stub's text as the chat file.
    const shown = JSON.stringify(`leap.py\n\`\`\`\n${stub}\`\`\``).slice(1, -1);
    expect(server.requests.map((r) => JSON.stringify(messages(r)).includes(shown))).toEqual([true, true]);

    const results = path.join(project, ".kerf", "eval", "installed", "results.jsonl");
    const records = readFileSync(results, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as AttemptRecord);
    expect(records.map((r) => [r.editFormat, r.passedTry]).sort()).toEqual([
      ["diff", 1],
      ["whole", 1],
    ]);
    expect(run.stdout).toMatch(/gpt-4o\s+diff\s+1\s+100 %/);
    expect(run.stdout).not.toMatch(/whole beats diff/);
    expect(existsSync(path.join(project, ".kerf.model.settings.yml"))).toBe(false);
  });
});
