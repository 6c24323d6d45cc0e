import { DEMO_MESSAGE, demoCliArgs, demoMapArgs, shellLine } from "../../demo/runner/demo-script";

describe("demo command line", () => {
  it("runs the chat files with gpt-4o against the given server, without confirmations", () => {
    expect(demoCliArgs("http://127.0.0.1:4000/v1")).toEqual([
      "todo/tasks.py",
      "tests/test_tasks.py",
      "--model",
      "gpt-4o",
      "--openai-api-base",
      "http://127.0.0.1:4000/v1",
      "--openai-api-key",
      "sk-replay-no-real-key",
      "--yes-always",
      "-m",
      DEMO_MESSAGE,
    ]);
  });

  it("shows the repo map for the same files and model", () => {
    expect(demoMapArgs("http://127.0.0.1:4000/v1")).toEqual([
      "todo/tasks.py",
      "tests/test_tasks.py",
      "--model",
      "gpt-4o",
      "--openai-api-base",
      "http://127.0.0.1:4000/v1",
      "--openai-api-key",
      "sk-replay-no-real-key",
      "--show-repo-map",
    ]);
  });

  it("quotes for the shell only what needs it", () => {
    expect(shellLine(["a.py", "--x", "it's `here`"])).toBe("kerf a.py --x 'it'\\''s `here`'");
  });
});
