// Coder options end to end: the test command after edits, and the commit when the weak model fails.
import { block, harness, type Harness } from "../helpers/coder-harness";

const APP = 'def greet(name):\n    return "hi " + name\n';
// Passes only when greet() says hello; otherwise prints why and fails.
const TEST_SCRIPT = `grep -q '"hello "' app.py && exit 0\necho "FAIL test_greet: expected a hello greeting"\nexit 1\n`;
const TO_HEY = block("app.py", '    return "hi " + name\n', '    return "hey " + name\n');
const HEY_TO_HELLO = block("app.py", '    return "hey " + name\n', '    return "hello " + name\n');
const TO_HELLO = block("app.py", '    return "hi " + name\n', '    return "hello " + name\n');

describe("--test-cmd with --auto-test", () => {
  let h: Harness;
  afterEach(async () => h?.close());

  it("sends a failing test's output back as the next user message, then stops when it passes", async () => {
    h = await harness({ "app.py": APP, "test.sh": TEST_SCRIPT }, [
      { kind: "reply", text: TO_HEY },
      { kind: "reply", text: "feat: greet with hey" },
      { kind: "reply", text: HEY_TO_HELLO },
      { kind: "reply", text: "fix: greet with hello" },
    ]);
    const coder = await h.coder({ files: ["app.py"], testCmd: "sh test.sh", autoTest: true });
    const result = await coder.run("Make the greeting friendlier.");

    expect(h.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(result.reflections).toBe(1);
    const reflection =
      "The tests failed after your edits (`sh test.sh`):\n```\nFAIL test_greet: expected a hello greeting\n```\nFix the problems.";
    expect(
      h
        .messages(2)
        .filter((m) => m.role === "user")
        .at(-1),
    ).toEqual({
      role: "user",
      content: reflection,
    });
    expect(h.events.filter((e) => e.type === "check-failed")).toEqual([
      {
        type: "check-failed",
        kind: "test",
        command: "sh test.sh",
        output: "FAIL test_greet: expected a hello greeting",
      },
    ]);
    expect(h.server.requests).toHaveLength(4);
    expect(h.repo.git("log", "--format=%s").trim().split("\n")).toEqual([
      "fix: greet with hello",
      "feat: greet with hey",
      "initial",
    ]);
  });

  it("sends nothing more when the tests pass", async () => {
    h = await harness({ "app.py": APP, "test.sh": TEST_SCRIPT }, [
      { kind: "reply", text: TO_HELLO },
      { kind: "reply", text: "feat: greet with hello" },
    ]);
    const coder = await h.coder({ files: ["app.py"], testCmd: "sh test.sh", autoTest: true });
    const result = await coder.run("Say hello.");
    expect(result.reflections).toBe(0);
    expect(h.server.requests).toHaveLength(2);
    expect(h.events.some((e) => e.type === "check-failed")).toBe(false);
  });

  it("does not run the test command without autoTest", async () => {
    h = await harness({ "app.py": APP, "test.sh": TEST_SCRIPT }, [
      { kind: "reply", text: TO_HEY },
      { kind: "reply", text: "feat: greet with hey" },
    ]);
    const coder = await h.coder({ files: ["app.py"], testCmd: "sh test.sh", autoTest: false });
    const result = await coder.run("Make the greeting friendlier.");
    expect(h.repo.read("app.py")).toBe(APP.replace('"hi "', '"hey "'));
    expect(result.reflections).toBe(0);
    expect(h.server.requests).toHaveLength(2);
  });
});

describe("the weak model failing to write the commit message", () => {
  let h: Harness;
  afterEach(async () => h?.close());
  const lastCommit = () => h.repo.git("log", "-1", "--format=%s%n%n%b").trim();

  it("commits with the fixed fallback message after HTTP 500 on every attempt", async () => {
    h = await harness({ "app.py": APP }, [
      { kind: "reply", text: TO_HELLO },
      // The harness allows 2 retries: three attempts, all failing.
      { kind: "error", status: 500, message: "weak model down" },
      { kind: "error", status: 500, message: "weak model down" },
      { kind: "error", status: 500, message: "weak model down" },
    ]);
    const coder = await h.coder({ files: ["app.py"] });
    const result = await coder.run("Say hello.");

    expect(h.repo.read("app.py")).toBe(APP.replace('"hi "', '"hello "'));
    expect(lastCommit()).toBe("chore: kerf edit of app.py\n\nCo-authored-by: kerf <kerf@kerf.invalid>");
    expect(result.commits.map((c) => c.message)).toEqual(["chore: kerf edit of app.py"]);
    expect(h.events.filter((e) => e.type === "warning")).toEqual([
      {
        type: "warning",
        message:
          "could not get a commit message from gpt-4o-mini: The model server answered HTTP 500 after 3 attempts: weak model down (server_error)",
      },
    ]);
    const weakModels = h.server.requests.slice(1).map((r) => (r.body as { model: string }).model);
    expect(weakModels).toEqual(["gpt-4o-mini", "gpt-4o-mini", "gpt-4o-mini"]);
    expect(h.repo.git("status", "--porcelain")).toBe("");
  });

  it("commits with the fallback message when the weak model replies with nothing", async () => {
    h = await harness({ "app.py": APP, "lib.py": "X = 1\n" }, [
      { kind: "reply", text: TO_HELLO + block("lib.py", "X = 1\n", "X = 2\n") },
      { kind: "reply", text: "" },
    ]);
    const coder = await h.coder({ files: ["app.py", "lib.py"] });
    const result = await coder.run("Say hello and bump X.");
    expect(lastCommit()).toBe("chore: kerf edits to 2 files\n\nCo-authored-by: kerf <kerf@kerf.invalid>");
    expect(result.commits.map((c) => c.message)).toEqual(["chore: kerf edits to 2 files"]);
    expect(h.repo.git("show", "--name-only", "--format=").trim().split("\n")).toEqual(["app.py", "lib.py"]);
  });
});
