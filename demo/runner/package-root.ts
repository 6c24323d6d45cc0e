// Finds kerf's package root from this file, whether it runs from source (demo/runner, under jest) or
// from the tools build (dist-tools/demo/runner). Reads only package.json files on the way up.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export function packageRoot(from: string = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "kerf"
    ) {
      return dir;
    }
    if (path.dirname(dir) === dir) throw new Error(`no kerf package.json above ${from}`);
  }
}
