// --write-settings: merges a significant winner into the user's `.kerf.model.settings.yml`, one field at
// a time: only that model's entry changes (created when missing), other entries, keys and comments are
// kept, and the changed values carry a comment naming the run. Writes only the file it is given.
import { readFile, rename, writeFile } from "node:fs/promises";
import { isMap, isScalar, isSeq, parseDocument, Scalar, YAMLMap, YAMLSeq, type Document } from "yaml";
import type { Verdict } from "./report/verdict.js";
import { usesEditor } from "../formats/registry.js";

export interface SettingsChange {
  model: string;
  /** Field (snake_case, as in Aider's files) → new value. */
  fields: Record<string, string>;
  runId: string;
  reason: string;
}

export type WriteOutcome =
  { written: true; path: string; change: SettingsChange } | { written: false; reason: string };

/** The change a verdict asks for, or why there is none. */
export function changeFor(
  verdict: Verdict,
  runId: string,
  editorModel: string | null,
): SettingsChange | string {
  if (!verdict.winner) return `${verdict.model}: no significant winner, nothing written (${verdict.text})`;
  const fields: Record<string, string> = { edit_format: verdict.winner };
  if (usesEditor(verdict.winner) && editorModel) fields.editor_model_name = editorModel;
  return { model: verdict.model, fields, runId, reason: verdict.text };
}

const sameName = (a: unknown, b: string) =>
  typeof a === "string" && a.trim().toLowerCase() === b.toLowerCase();
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function entryFor(doc: Document, model: string): YAMLMap {
  if (doc.contents === null || doc.contents === undefined) doc.contents = new YAMLSeq() as never;
  const list = doc.contents;
  if (!isSeq(list)) throw new Error("the model settings file is not a list of entries");
  for (let index = list.items.length - 1; index >= 0; index--) {
    const item = list.items[index];
    if (isMap(item) && sameName(item.get("name"), model)) return item;
  }
  const entry = new YAMLMap();
  entry.set("name", model);
  list.items.push(entry);
  return entry;
}

export function mergeSettingsText(text: string, change: SettingsChange): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0)
    throw new Error(`the model settings file is not valid YAML: ${doc.errors[0]?.message}`);
  const entry = entryFor(doc, change.model);
  for (const [field, value] of Object.entries(change.fields)) {
    // Keep the key spelling the entry already uses (editFormat or edit_format).
    const key = entry.has(camel(field)) && !entry.has(field) ? camel(field) : field;
    const scalar = new Scalar(value);
    scalar.comment = ` chosen by kerf eval run ${change.runId}`;
    const old = entry.get(key, true);
    if (isScalar(old) && old.value === value && old.comment === scalar.comment) continue;
    entry.set(key, scalar);
  }
  return doc.toString();
}

export async function writeModelSettings(file: string, change: SettingsChange): Promise<WriteOutcome> {
  const text = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  const merged = mergeSettingsText(text, change);
  const temp = `${file}.kerf-${process.pid}.tmp`;
  await writeFile(temp, merged, "utf8");
  await rename(temp, file);
  return { written: true, path: file, change };
}
