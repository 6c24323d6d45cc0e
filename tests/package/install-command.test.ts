// Installing the `kerf` command the README's way: `npm pack` in a clean clone (no dist/ until prepack
// builds it), `npm install` of the tarball; the installed bin runs. The package has its LICENSE and no
// source maps that point at sources it does not ship (issue 23).
import { execFileSync, spawnSync } from "node:child_process";
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

  it("answers an ACP initialize as `kerf acp` (the SDK loads from the installed package)", () => {
    const initialize = { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: 1 } };
    const run = spawnSync(installed.bin, ["acp"], {
      cwd: installed.app,
      input: `${JSON.stringify(initialize)}\n`,
      encoding: "utf8",
      timeout: 60_000,
    });
    const answer = JSON.parse(run.stdout.trim().split("\n")[0] ?? "") as {
      id: number;
      result: { protocolVersion: number; agentCapabilities: { loadSession: boolean } };
    };
    expect(answer.id).toBe(1);
    expect(answer.result.protocolVersion).toBe(1);
    expect(answer.result.agentCapabilities.loadSession).toBe(true);
    expect(run.status).toBe(0);
  });

  it("ships the built command and the licence, and no source maps", () => {
    const files = execFileSync("tar", ["-tzf", installed.tarball], { encoding: "utf8" }).trim().split("\n");
    expect(files).toEqual(expect.arrayContaining(["package/dist/cli/bin.js", "package/LICENSE"]));
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(path.basename(installed.tarball)).toBe(`kerf-${VERSION}.tgz`);
  });
});
