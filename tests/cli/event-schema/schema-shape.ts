// Test support: the shape of the event schema that consumers rely on — per event, each field's path
// (nested objects as `usage.promptTokens`, array items as `commits[].hash`) with its JSON type(s) and
// whether it is required — and the changes between two shapes that would break a consumer.

type Json = Record<string, unknown>;

export interface EventShape {
  /** Field path → its types, e.g. "number|null". */
  fields: Record<string, string>;
  /** Paths that are always present (their parents being present). */
  required: string[];
}

export interface SchemaShape {
  v: number;
  events: Record<string, EventShape>;
}

export function schemaShape(schema: Json): SchemaShape {
  const defs = schema.$defs as Record<string, Json>;
  const props = schema.properties as Record<string, Json>;
  const names = (props.event as { enum: string[] }).enum;
  const resolve = (node: Json): Json =>
    typeof node.$ref === "string" ? resolve(defs[node.$ref.replace("#/$defs/", "")] as Json) : node;
  const events: Record<string, EventShape> = {};
  for (const name of names) {
    // An event listed without a definition has no shape: it counts as gone.
    if (defs[name] === undefined) continue;
    const shape: EventShape = { fields: {}, required: [] };
    walk(resolve(defs[name] as Json), "", shape, resolve);
    events[name] = shape;
  }
  return { v: (props.v as { const: number }).const, events };
}

function walk(node: Json, prefix: string, shape: EventShape, resolve: (node: Json) => Json): void {
  const required = new Set((node.required as string[] | undefined) ?? []);
  for (const [key, raw] of Object.entries((node.properties as Record<string, Json> | undefined) ?? {})) {
    const field = resolve(raw);
    const path = prefix + key;
    shape.fields[path] = [field.type ?? "any"].flat().join("|");
    if (required.has(key)) shape.required.push(path);
    if (field.type === "object") walk(field, `${path}.`, shape, resolve);
    if (field.type === "array" && field.items) {
      const items = resolve(field.items as Json);
      shape.fields[`${path}[]`] = [items.type ?? "any"].flat().join("|");
      if (items.type === "object") walk(items, `${path}[].`, shape, resolve);
    }
  }
}

/** What in `now` breaks a consumer of `before` (same version): an event or a field gone (removed or
 *  renamed), a field's type changed, a required field made optional. Additions break nothing. */
export function breakingChanges(before: SchemaShape, now: SchemaShape): string[] {
  const problems: string[] = [];
  for (const [name, old] of Object.entries(before.events)) {
    const shape = now.events[name];
    if (!shape) {
      problems.push(`event ${name} is gone`);
      continue;
    }
    for (const [path, type] of Object.entries(old.fields)) {
      const current = shape.fields[path];
      if (current === undefined) problems.push(`${name}.${path} is gone`);
      else if (current !== type) problems.push(`${name}.${path} changed type: ${type} → ${current}`);
    }
    for (const path of old.required)
      if (shape.fields[path] !== undefined && !shape.required.includes(path))
        problems.push(`${name}.${path} is no longer required`);
  }
  return problems;
}
