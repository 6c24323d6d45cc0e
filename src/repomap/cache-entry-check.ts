// Checks that a tags-cache entry read from disk has exactly the shape the map relies on. The cache is
// a file in the project (.kerf/), so any shape may be there: a wrong one is refused, never trusted. Pure.
import type { CompactTags } from "./compact-tags.js";
import type { CacheEntry } from "./cache-segment.js";

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === "string";
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function isTag(v: unknown): boolean {
  if (!isRecord(v)) return false;
  const scopes = v.scopeLines;
  return (
    isString(v.name) &&
    (v.kind === "def" || v.kind === "ref") &&
    isString(v.category) &&
    isNumber(v.line) &&
    (scopes === undefined || (Array.isArray(scopes) && scopes.every(isNumber)))
  );
}

function isCompactTags(v: unknown): v is CompactTags {
  if (!isRecord(v)) return false;
  const { path, defs, refNames, refCounts, lines } = v;
  return (
    isString(path) &&
    Array.isArray(defs) &&
    defs.every(isTag) &&
    Array.isArray(refNames) &&
    refNames.every(isString) &&
    Array.isArray(refCounts) &&
    refCounts.length === refNames.length &&
    refCounts.every(isNumber) &&
    isRecord(lines) &&
    Object.values(lines).every(isString)
  );
}

/** The entries as a map, or an error naming the first entry of the wrong shape. */
export function checkedEntries(entries: readonly unknown[]): Map<string, CacheEntry> {
  const map = new Map<string, CacheEntry>();
  for (const [index, item] of entries.entries()) {
    const ok =
      Array.isArray(item) &&
      item.length === 2 &&
      isString(item[0]) &&
      isRecord(item[1]) &&
      isNumber(item[1].mtimeMs) &&
      isNumber(item[1].size) &&
      (item[1].tags === null || isCompactTags(item[1].tags)) &&
      (item[1].excluded === undefined || typeof item[1].excluded === "boolean");
    if (!ok) throw new Error(`entry ${index + 1} has the wrong shape`);
    map.set(item[0] as string, item[1] as unknown as CacheEntry);
  }
  return map;
}
