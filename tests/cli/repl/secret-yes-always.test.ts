// In the session, --yes-always answers the ordinary questions but never one only a person may answer:
// an edit to a secret store asked through the session's input stays a "no" when stdin is piped.
import { block } from "../../helpers/coder-harness";
import { APP, pipedSession, type PipedSession } from "./session-harness";

jest.setTimeout(60_000);

describe("the session's questions with --yes-always", () => {
  let s: PipedSession;
  afterEach(async () => s?.close());

  it("does not let the model edit .env, and says only a person may allow it", async () => {
    s = await pipedSession([{ kind: "reply", text: block(".env", "TOKEN=old\n", "TOKEN=new\n") }], {
      "app.py": APP,
      ".env": "TOKEN=old\n",
    });
    const run = await s.run(["rotate the token"], ["--yes-always"]);
    expect(s.repo.read(".env")).toBe("TOKEN=old\n");
    expect(run.stderr).toContain(
      "looks like a secret store (keys, tokens). Let the model edit it? (y/N) no — stdin is not interactive, and only a person may answer this (not --yes-always)",
    );
    expect(s.server.requests.filter((r) => r.path.endsWith("/chat/completions"))).toHaveLength(1);
  });
});
