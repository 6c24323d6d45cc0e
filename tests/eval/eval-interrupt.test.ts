// Ctrl-C in a real terminal: the progress bar shows, the run stops with 130, every finished attempt
// is on disk and no unfinished one is; the same command then resumes from there.
jest.setTimeout(90_000);

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RecordedRequest } from "../../replay/script-step";
import { startScriptedServer } from "../../replay/scripted-server";
import { PtyCli, removeTsCache } from "../cli/repl/pty-cli";
import { runCli } from "../helpers/run-cli";
import { FIXTURES, requestText, rightReply } from "./eval-harness";

afterAll(removeTsCache);

it("Ctrl-C stops the run cleanly and the same command resumes", async () => {
  let served = 0;
  let slow = true;
  const script = Array.from({ length: 20 }, () => (request: RecordedRequest) => {
    const step = rightReply(request, requestText(request));
    // The first attempt answers at once; later ones stream slowly until Ctrl-C, so it lands mid-attempt.
    return served++ === 0 || !slow || step.kind !== "reply"
      ? step
      : { ...step, chunkChars: 2, chunkDelayMs: 250 };
  });
  const server = await startScriptedServer(script);
  const project = mkdtempSync(path.join(os.tmpdir(), "kerf-eval-int-"));
  try {
    const argv = ["eval", "--edit-formats", "diff,whole", "--tasks", FIXTURES, "--jobs", "1"];
    argv.push("--openai-api-base", server.baseUrl, "--run-id", "int");
    const cli = new PtyCli(argv, { cwd: project, env: { HOME: os.tmpdir() } });
    await cli.waitFor(/\] 1\/4 {2}pass 100 %/, 0, 60_000);
    cli.type("\x03");
    const code = await Promise.race([cli.exited, new Promise((r) => setTimeout(() => r("hung"), 20_000))]);
    if (code === "hung") {
      cli.kill();
      throw new Error(`the CLI did not exit after Ctrl-C; it showed:\n${cli.output}`);
    }
    expect(code).toBe(130);
    slow = false;
    expect(cli.output).toContain("finished ones are kept");
    const file = path.join(project, ".kerf", "eval", "int", "results.jsonl");
    const lines = readFileSync(file, "utf8").trim().split("\n");
    expect(lines.map((line) => (JSON.parse(line) as { exercise: string }).exercise)).toEqual([
      "javascript/greet",
    ]);
    const again = await runCli([...argv, "--json"], {
      cwd: project,
      env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() },
    });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout.split("\n")[0] as string)).toMatchObject({
      event: "eval-start",
      skipped: 1,
      total: 4,
    });
    expect(readFileSync(file, "utf8").trim().split("\n")).toHaveLength(4);
  } finally {
    await server.close();
    rmSync(project, { recursive: true, force: true });
  }
});
