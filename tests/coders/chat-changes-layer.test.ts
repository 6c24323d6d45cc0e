// --show-prompts --explain stays truthful after an edit: the next request's layers name the pinned chat
// files as the copies sent earlier and show the change note after the history, with the file it covers;
// a turn later that note is history, sent where it was first sent.
import { block, harness, type Harness } from "../helpers/coder-harness";

let h: Harness;
afterEach(async () => h.close());

it("lists the chat file changes after the history, naming the changed file, once a file was edited", async () => {
  // Long enough that a one-line diff stays well under half the file (a small file is re-sent whole).
  const helpers = Array.from({ length: 30 }, (_, i) => `def helper_${i}():\n    return ${i}\n`).join("\n");
  const app = `def main():\n    return 100\n\n${helpers}`;
  h = await harness({ "app.py": app, "lib.py": "X = 1\n" }, [
    { kind: "reply", text: block("app.py", "    return 100\n", "    return 200\n") },
    { kind: "reply", text: "Return 2 from main" },
    { kind: "reply", text: "Because you asked for 2." },
  ]);
  const coder = await h.coder({ editFormat: "diff", files: ["app.py", "lib.py"], mapTokens: 0 });
  const before = await coder.promptLayers();
  expect(before.map((layer) => layer.name)).not.toContain("chatChanges");
  await coder.run("Make main return 2.");
  expect(h.repo.read("app.py")).toBe(app.replace("return 100\n", "return 200\n"));
  const layers = await coder.promptLayers();
  const names = layers.map((layer) => layer.name);
  expect(names.indexOf("chatFiles")).toBeLessThan(names.indexOf("done"));
  expect(names.indexOf("chatChanges")).toBe(names.indexOf("done") + 1);
  const changes = layers.find((layer) => layer.name === "chatChanges")!;
  expect(changes.title).toBe("chat file changes");
  expect(changes.source).toBe("diffs of app.py since the conversation last showed them");
  expect(changes.stability).toBe("turn");
  expect(layers.find((layer) => layer.name === "chatFiles")!.source).toBe(
    "app.py, lib.py (the copies sent whole earlier; change notes bring app.py up to date)",
  );
  // The pinned copy is the one sent before the edit; the diff carries the change.
  const pinned = layers.find((layer) => layer.name === "chatFiles")!.messages[0]!.content as string;
  expect(pinned).toContain("app.py\n```\ndef main():\n    return 100\n");
  expect(changes.messages[0]!.content as string).toContain("-    return 100\n+    return 200\n");
  // The next turn changes nothing: the note is now part of the history, and no new one follows it.
  await coder.run("Why 2?");
  const next = await coder.promptLayers();
  expect(next.map((layer) => layer.name)).not.toContain("chatChanges");
  const history = next.find((layer) => layer.name === "done")!.messages.map((m) => m.content as string);
  expect(history.filter((text) => text.includes("-    return 100\n+    return 200\n"))).toHaveLength(1);
  expect(history.indexOf(changes.messages[0]!.content as string)).toBeLessThan(history.indexOf("Why 2?"));
});

it("notes what a failed reply's landed blocks changed before its reflection, after the failed request", async () => {
  const helpers = Array.from({ length: 30 }, (_, i) => `def helper_${i}():\n    return ${i}\n`).join("\n");
  const app = `def main():\n    return 100\n\n${helpers}`;
  const landed = block("app.py", "    return 100\n", "    return 200\n");
  const missing = block("app.py", "    return 999\n", "    return -999\n");
  h = await harness({ "app.py": app }, [
    { kind: "reply", text: `${landed}\n${missing}` },
    { kind: "reply", text: block("app.py", "    return 1\n", "    return -1\n") },
    { kind: "reply", text: "fix: main and helper_1" },
  ]);
  const coder = await h.coder({ editFormat: "diff", files: ["app.py"], mapTokens: 0, autoCommits: false });
  const result = await coder.run("Make main return 200 and helper_1 return -1.");
  expect(result.reflections).toBe(1);
  expect(h.repo.read("app.py")).toContain("    return 200\n");
  expect(h.repo.read("app.py")).toContain("    return -1\n");
  const texts = (n: number) => h.messages(n).map((m) => (typeof m.content === "string" ? m.content : ""));
  const failed = texts(0);
  const reflection = texts(1);
  // The reflection request starts with the whole failed request (its reply follows), then the note.
  expect(reflection.slice(0, failed.length - 1)).toEqual(failed.slice(0, -1));
  const note = reflection.findIndex((text) => text.startsWith("Changes to the chat files"));
  expect(note).toBeGreaterThan(failed.length - 1);
  expect(reflection[note]).toContain("-    return 100\n+    return 200\n");
  expect(note).toBeLessThan(reflection.length - 1);
  // The copy sent whole is still the one from before the turn.
  expect(reflection.join("\n")).toContain("def main():\n    return 100\n");
});
