// Installing the `kerf` command the README's way: `npm pack` in a clean clone (no dist/ until prepack
// builds it), `npm install` of the tarball; the installed bin runs. The package has its LICENSE and no
// source maps that point at sources it does not ship (issue 23).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { installedKerf, type InstalledKerf } from "./installed-kerf";

const PACKAGE_JSON = path.join(__dirname, "..", "..", "package.json");
const VERSION = (JSON.parse(readFileSync(PACKAGE_JSON, "utf8")) as { version: string }).version;

describe("the kerf command from a packed clean clone", () => {
  let installed: InstalledKerf;
  beforeAll(() => {
    installed = installedKerf();
  });

  it("runs as node_modules/.bin/kerf and prints its version", () => {
    const out = execFileSync(installed.bin, ["--version"], { cwd: installed.app, encoding: "utf8" });
    expect(out.trim()).toBe(VERSION);
  });

  it("ships the built command and the licence, and no source maps", () => {
    const files = execFileSync("tar", ["-tzf", installed.tarball], { encoding: "utf8" }).trim().split("\n");
    expect(files).toEqual(expect.arrayContaining(["package/dist/cli/bin.js", "package/LICENSE"]));
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(path.basename(installed.tarball)).toBe(`kerf-${VERSION}.tgz`);
  });
});
