// The published `--json` event schema (schema/events.schema.json): a valid draft 2020-12 schema that
// defines every event the code can emit (json-events.ts lists them, typed against their sources), with
// the version every event carries; and no change to it breaks a consumer without bumping that version
// (tests/fixtures/event-schema/v1-shape.json is the committed shape of version 1).
import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import { EVENT_SCHEMA_VERSION, JSON_EVENT_TYPES, wireName } from "../../../src/cli/json-events";
import { jsonLine } from "../../../src/cli/json-printer";
import { EVENT_SCHEMA, eventProblem } from "../../helpers/json-events";
import { breakingChanges, schemaShape, type SchemaShape } from "./schema-shape";

const SNAPSHOT_PATH = path.join(__dirname, "..", "..", "fixtures", "event-schema", "v1-shape.json");
const snapshot = JSON.parse(readFileSync(SNAPSHOT_PATH, "utf8")) as SchemaShape;
const defs = EVENT_SCHEMA.$defs as Record<string, Record<string, unknown>>;
const listed = (EVENT_SCHEMA.properties as { event: { enum: string[] } }).event.enum;

describe("the event schema", () => {
  it("is a valid draft 2020-12 schema that compiles in strict mode", () => {
    expect(EVENT_SCHEMA.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
    const ajv = new Ajv2020({ strict: true });
    expect(ajv.validateSchema(EVENT_SCHEMA)).toBe(true);
    expect(() => ajv.compile(EVENT_SCHEMA)).not.toThrow();
  });

  it.each(JSON_EVENT_TYPES.map((type) => [wireName(type)]))("defines the event %s", (name) => {
    expect(listed).toContain(name);
    expect(defs[name]).toMatchObject({ type: "object" });
  });

  it("lists no event the code cannot emit", () => {
    expect([...listed].sort()).toEqual(JSON_EVENT_TYPES.map(wireName).sort());
  });

  it("requires the version every line carries, and rejects another version or an unknown event", () => {
    const line = JSON.parse(jsonLine({ type: "info", message: "hi" })) as Record<string, unknown>;
    expect(line).toEqual({ event: "info", v: EVENT_SCHEMA_VERSION, message: "hi" });
    expect(eventProblem(line)).toBeNull();
    const { v: _v, ...unversioned } = line;
    expect(eventProblem(unversioned)).toContain("must have required property 'v'");
    expect(eventProblem({ ...line, v: EVENT_SCHEMA_VERSION + 1 })).not.toBeNull();
    expect(eventProblem({ ...line, event: "made-up" })).not.toBeNull();
  });

  it("rejects an event that lacks a required field or has one of the wrong type", () => {
    const usage = { promptTokens: 1, completionTokens: 2, cachedTokens: 0, cacheWriteTokens: 0 };
    const ok = { event: "usage", v: 1, model: "m", usage, cost: null };
    expect(eventProblem(ok)).toBeNull();
    expect(eventProblem({ ...ok, cost: "free" })).toContain("cost");
    expect(eventProblem({ ...ok, usage: { ...usage, promptTokens: undefined } })).toContain("promptTokens");
    // An optional field added later is allowed: consumers ignore what they do not know.
    expect(eventProblem({ ...ok, extra: true })).toBeNull();
  });
});

describe("a breaking change to the schema", () => {
  const now = schemaShape(EVENT_SCHEMA);

  it("is none against the committed shape of this version (or the version was bumped)", () => {
    if (now.v !== snapshot.v) {
      // A new version: the committed shape is regenerated for it (and kept for the old one).
      expect(now.v).toBeGreaterThan(snapshot.v);
      return;
    }
    expect(breakingChanges(snapshot, now)).toEqual([]);
  });

  /** The shape of the schema after `change` to a copy of it. */
  type Defs = Record<string, { properties: Record<string, unknown>; required: string[] }>;
  const shapeAfter = (change: (copy: Defs) => void) => {
    const copy = structuredClone(EVENT_SCHEMA) as Record<string, unknown>;
    change(copy.$defs as Defs);
    return schemaShape(copy);
  };

  it("is caught when a field is removed or renamed", () => {
    const renamed = shapeAfter((d) => {
      const props = d.end!.properties;
      props.exitCode = props.code;
      delete props.code;
    });
    expect(breakingChanges(snapshot, renamed)).toEqual(["end.code is gone"]);
  });

  it("is caught when a field changes type, a nested one included", () => {
    const changed = shapeAfter((d) => {
      d.tokenUsage!.properties.promptTokens = { type: "string" };
    });
    expect(breakingChanges(snapshot, changed)).toContain(
      "usage.usage.promptTokens changed type: integer → string",
    );
  });

  it("is caught when a required field becomes optional, or an event goes", () => {
    const loosened = shapeAfter((d) => {
      d["cap-reached"]!.required = ["cap"];
      delete d.fallback;
    });
    const problems = breakingChanges(snapshot, loosened);
    expect(problems).toContain("cap-reached.spent is no longer required");
    expect(problems).toContain("event fallback is gone");
  });

  it("is not an added optional field or an added event", () => {
    const added = shapeAfter((d) => {
      d.start!.properties.sessionId = { type: "string" };
    });
    const withEvent = { ...added, events: { ...added.events, "new-event": { fields: {}, required: [] } } };
    expect(breakingChanges(snapshot, withEvent)).toEqual([]);
  });
});
