// Disk usage of a folder as `du` counts it (allocated blocks, symlinks not followed): the install
// bench and the pack-size test measure the installed package with this one function.
import { lstatSync, readdirSync } from "node:fs";
import path from "node:path";

export function diskBytes(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = lstatSync(full);
    total += stat.blocks * 512;
    if (stat.isDirectory()) total += diskBytes(full);
  }
  return total;
}
