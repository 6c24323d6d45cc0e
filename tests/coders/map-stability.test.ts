// The repo map stays put within a session: ranked once, re-ranked only when the chat's file set changes
// or the user asks (/map-refresh). A message's identifiers steer the next refresh, not the map the
// cached prefix holds; a reflection round never re-ranks. Real RepoMap, real loopback server.
import { resolveModel } from "../../src/models/resolve-model";
import { EditBlockPrompts } from "../../src/prompts";
import { RepoMap, type RepoMapRequest, type RepoMapResult } from "../../src/repomap/repo-map";
import { block, harness, type Harness } from "../helpers/coder-harness";

const FILES = {
  "app.py": "from billing import total_due\n\n\ndef main():\n    print(total_due([3, 4]))\n",
  "billing.py": "from shapes import Invoice\n\n\ndef total_due(items):\n    return Invoice(items).total()\n",
  "shapes.py":
    "class Invoice:\n    def __init__(self, items):\n        self.items = items\n\n    def total(self):\n        return sum(self.items)\n",
  "ledger.py": "class Ledger:\n    def post(self, entry):\n        return entry\n",
};
const PREFIX = new EditBlockPrompts().repoContentPrefix.trim();

/** A real RepoMap that remembers what each ranking was asked. */
class RecordingMap extends RepoMap {
  readonly requests: RepoMapRequest[] = [];
  override getRepoMap(request: RepoMapRequest): Promise<RepoMapResult> {
    this.requests.push(request);
    return super.getRepoMap(request);
  }
}

let h: Harness;
afterEach(async () => h.close());

const mapIn = (n: number): string => {
  const message = h.messages(n).find((m) => typeof m.content === "string" && m.content.startsWith(PREFIX));
  return String(message?.content ?? "");
};

async function setup(replies: string[]) {
  h = await harness(
    FILES,
    replies.map((text) => ({ kind: "reply" as const, text })),
  );
  const map = new RecordingMap({ root: h.repo.root, workers: 0, refresh: "auto" });
  const coder = await h.coder({
    model: resolveModel("gpt-4o"),
    repoMap: map,
    mapTokens: 1024,
    files: ["app.py"],
  });
  return { coder, map };
}

it("keeps the map of the first request while the messages name other identifiers; the next refresh ranks with them", async () => {
  const { coder, map } = await setup(["Nothing to change.", "Nothing to change.", "Nothing to change."]);
  await coder.run("Go.");
  await coder.run("How does Ledger post an entry?");
  expect(map.requests).toHaveLength(1);
  expect(mapIn(1)).toBe(mapIn(0));
  expect(mapIn(0)).not.toBe("");
  // Adding a chat file changes the set: the map is re-ranked, with the identifiers named since.
  coder.files.add("billing.py");
  await coder.run("Go on.");
  expect(map.requests).toHaveLength(2);
  expect(map.requests[1]!.chatFiles).toEqual(["app.py", "billing.py"]);
  expect(map.requests[1]!.mentionedIdents).toEqual(expect.arrayContaining(["Ledger", "post", "entry"]));
  // The words of the messages since the last ranking go with it (the map's lexical relevance).
  expect(map.requests[0]!.requestText).toBe("Go.");
  expect(map.requests[1]!.requestText).toBe("How does Ledger post an entry?\n\nGo on.");
  // Those identifiers were used up by that refresh.
  await coder.refreshMap();
  expect(map.requests[2]!.mentionedIdents).toEqual([]);
  expect(map.requests[2]!.requestText).toBeUndefined();
  expect(map.requests[2]!.forceRefresh).toBe(true);
});

it("never re-ranks in a reflection round, even when the file set changed in the turn", async () => {
  // The reply creates notes.py (it joins the chat) and has a block that fails: a reflection follows.
  const reply =
    block("notes.py", "", "NOTE = 1\n") + block("app.py", "def nothing_here():\n", "def entry():\n");
  // The second request is the commit message of the applied part; the third the reflection.
  const { coder, map } = await setup([reply, "Add notes.py", "Nothing to change after all."]);
  await coder.run("Rename main in app.py and start notes.py.");
  const chat = h.server.requests.filter((r) => r.path.endsWith("/chat/completions"));
  expect(chat).toHaveLength(3);
  expect([...coder.files].sort()).toEqual(["app.py", "notes.py"]);
  const reflection = h.messages(2).map((m) => String(m.content));
  expect(reflection.join("\n")).toContain("notes.py\n```\nNOTE = 1");
  expect(map.requests).toHaveLength(1);
  expect(mapIn(2)).toBe(mapIn(0));
});

it("/map-refresh re-ranks now, and the next request carries the new map", async () => {
  const { coder, map } = await setup(["Nothing to change.", "Nothing to change."]);
  await coder.run("Go.");
  const result = await coder.refreshMap();
  expect(result?.text).toBeTruthy();
  await coder.run("Tell me about Ledger.");
  expect(map.requests).toHaveLength(2);
  expect(mapIn(1)).toContain(result!.text);
});
