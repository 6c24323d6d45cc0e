// The coder's transformLayers option (OpenCode's system transform) against a real loopback server:
// a transform rewrites what is sent, breakpoints are marked on the new text, and a transform that
// empties the layers, throws or returns a malformed list leaves the original stack with a warning.
import type { EditableLayer, LayerTransform } from "../../src/chunks/transform-layers";
import { resolveModel, type ResolvedModel } from "../../src/models/resolve-model";
import { harness, type Harness } from "../helpers/coder-harness";

/** The model with no minimum cacheable prefix, so every breakpoint is placed whatever its size. */
const anyPrefixCaches = (model: ResolvedModel): ResolvedModel => ({
  ...model,
  settings: { ...model.settings, minCacheTokens: 0 },
});

let h: Harness;
afterEach(async () => h.close());

const text = (m: { content: unknown }) =>
  typeof m.content === "string" ? m.content : (m.content as { text: string }[]).map((p) => p.text).join("");

/** The messages an untransformed coder sends, for comparison. */
async function untransformedMessages(editFormat = "ask"): Promise<{ role: string; content: unknown }[]> {
  const coder = await h.coder({ editFormat });
  await coder.run("hi");
  return h.messages(0);
}

it("sends what the transform returns: a line added to the base layer, the environment layer dropped", async () => {
  h = await harness({ "app.py": "x = 1\n" }, [
    { kind: "reply", text: "plain" },
    { kind: "reply", text: "rewritten" },
  ]);
  const original = await untransformedMessages("diff");
  const environment = (
    await (await h.coder({ editFormat: "diff" })).buildMessages([])
  ).chunks.environment.map(text);
  const seen: string[][] = [];
  const transform: LayerTransform = (layers, context) => {
    seen.push([context.model, context.editFormat, ...layers.map((layer) => layer.name)]);
    const system = layers.find((layer) => layer.name === "system") as EditableLayer;
    system.messages[0] = {
      role: "system",
      content: `${text(system.messages[0]!)}\n\nPLUGIN RULE: answer in French.`,
    };
    return layers.filter((layer) => layer.name !== "environment");
  };
  const coder = await h.coder({ editFormat: "diff", transformLayers: transform });
  await coder.run("hi");
  const sent = h.messages(1);
  expect(seen[0]?.slice(0, 4)).toEqual(["gpt-4o", "diff", "system", "environment"]);
  expect(environment).toHaveLength(2);
  expect(text(sent[0]!)).toBe(`${text(original[0]!)}\n\nPLUGIN RULE: answer in French.`);
  const expected = original.map(text);
  expected.splice(expected.indexOf(environment[0]!), 2);
  expect(sent.slice(1).map(text)).toEqual(expected.slice(1));
  expect(sent).toHaveLength(original.length - 2);
  expect(h.events.filter((e) => e.type === "warning")).toEqual([]);
  const layers = await coder.promptLayers();
  expect(layers.find((layer) => layer.name === "system")?.source).toMatch(/ \+ rewritten by a plugin$/);
});

it("marks the cache breakpoints again on the rewritten layers", async () => {
  h = await harness({ "app.py": "x = 1\n" }, [{ kind: "reply", text: "ok" }]);
  const coder = await h.coder({
    // A tiny project: the minimum cacheable prefix would leave no breakpoint to re-mark.
    model: anyPrefixCaches(resolveModel("sonnet")),
    editFormat: "ask",
    files: ["app.py"],
    cachePrompts: true,
    transformLayers: (layers) =>
      layers.map((layer) =>
        layer.name === "chatFiles"
          ? {
              ...layer,
              messages: layer.messages.map((m) => ({ ...m, content: `${text(m)}\n(plugin note)` })),
            }
          : layer,
      ),
  });
  await coder.run("hi");
  const sent = h.messages(0);
  const marked = sent.flatMap((m, i) => (typeof m.content === "string" ? [] : [i]));
  const built = await coder.buildMessages([]);
  expect(marked.length).toBeGreaterThan(0);
  // The last mark is the turn's; the one before it ends the (rewritten) chat files.
  expect(sent[marked.at(-2)!]?.content).toEqual([
    { type: "text", text: text(built.chunks.chatFiles.at(-1)!), cache_control: { type: "ephemeral" } },
  ]);
  expect(text(built.chunks.chatFiles.at(-1)!)).toContain("(plugin note)");
});

it.each([
  [
    "empties the layers",
    () => [] as EditableLayer[],
    "emptied the prompt layers; the original stack is sent",
  ],
  [
    "blanks every message",
    (layers: EditableLayer[]) =>
      layers.map((l) => ({ ...l, messages: l.messages.map((m) => ({ ...m, content: " " })) })),
    "emptied the prompt layers; the original stack is sent",
  ],
  [
    "throws",
    () => {
      throw new Error("boom");
    },
    "a plugin's layer transform failed (boom); the original prompt stack is sent",
  ],
  [
    "returns an unknown layer name",
    () => [{ name: "extra", title: "", messages: [] }] as unknown as EditableLayer[],
    "has no known name",
  ],
])("a transform that %s leaves the original stack and warns", async (_what, transform, warning) => {
  h = await harness({ "app.py": "x = 1\n" }, [
    { kind: "reply", text: "plain" },
    { kind: "reply", text: "again" },
  ]);
  const original = await untransformedMessages();
  const coder = await h.coder({ editFormat: "ask", transformLayers: [transform as LayerTransform] });
  await coder.run("hi");
  expect(h.messages(1)).toEqual(original);
  const warnings = h.events
    .filter((e) => e.type === "warning")
    .map((e) => (e as { message: string }).message);
  expect(warnings).toEqual([expect.stringContaining(warning)]);
});
