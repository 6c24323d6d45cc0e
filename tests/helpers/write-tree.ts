// Test helper: writes relative path → text into a folder, creating the folders on the way.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const full = path.join(dir, rel);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}
