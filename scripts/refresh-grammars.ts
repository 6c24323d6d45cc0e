// `npm run grammars`: refreshes the vendored grammars (grammars/) from the npm packages in
// devDependencies: each language's .wasm brotli-compressed, its package's licence, a manifest.
// The package ships these files only; the grammar packages (C sources, native builds) stay dev-only.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants } from "node:zlib";
import { GRAMMAR_DIR, LANGUAGES } from "../src/repomap/languages.js";

interface ManifestEntry {
  file: string;
  source: string;
  version: string;
  license: string;
  sha256: string;
  bytes: number;
  /** For a prebuilt-wasm package: the grammar repository and commit it was built from. */
  upstream?: string;
}

const LICENSE_DIR = path.join(GRAMMAR_DIR, "licenses");

/** "@scope/pkg/out/x.wasm" → "@scope/pkg"; "pkg/x.wasm" → "pkg". */
function packageName(source: string): string {
  const parts = source.split("/");
  return (source.startsWith("@") ? parts.slice(0, 2) : parts.slice(0, 1)).join("/");
}

function packageRoot(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

function copyLicence(name: string): string {
  const root = packageRoot(name);
  const file = readdirSync(root).find((entry) => /^licen[sc]e/i.test(entry));
  if (!file) throw new Error(`${name} ships no licence file`);
  writeFileSync(
    path.join(LICENSE_DIR, `${name.replace("/", "__")}.txt`),
    readFileSync(path.join(root, file)),
  );
  return (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { license: string }).license;
}

/** Brotli at its best quality: slow to write (minutes for all), ~3 ms to read back. An unchanged
 * grammar keeps its file, so a refresh recompresses only what changed. */
function writeCompressed(file: string, wasm: Buffer): number {
  if (existsSync(file) && brotliDecompressSync(readFileSync(file)).equals(wasm))
    return readFileSync(file).length;
  const packed = brotliCompressSync(wasm, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: wasm.length },
  });
  writeFileSync(file, packed);
  return packed.length;
}

/** The grammar a prebuilt package built a file from, as its package.json records it. */
function upstreamOf(name: string, source: string): string | undefined {
  const stem = path.basename(source, ".wasm").replace("_", "-");
  const manifest = JSON.parse(readFileSync(path.join(packageRoot(name), "package.json"), "utf8")) as {
    devDependencies?: Record<string, string>;
  };
  const entry = Object.entries(manifest.devDependencies ?? {}).find(([key]) => key.endsWith(stem));
  return entry ? `${entry[0]}@${entry[1]}` : undefined;
}

function main(): void {
  rmSync(LICENSE_DIR, { recursive: true, force: true });
  mkdirSync(LICENSE_DIR, { recursive: true });
  const wanted = new Set(LANGUAGES.map((spec) => path.basename(spec.wasmPath)));
  for (const file of readdirSync(GRAMMAR_DIR)) {
    if (file.endsWith(".wasm.br") && !wanted.has(file)) rmSync(path.join(GRAMMAR_DIR, file));
  }
  const manifest: Record<string, ManifestEntry> = {};
  const licences = new Map<string, string>();
  for (const spec of LANGUAGES) {
    const name = packageName(spec.wasmSource);
    const wasm = readFileSync(require.resolve(spec.wasmSource));
    const packed = writeCompressed(spec.wasmPath, wasm);
    if (!licences.has(name)) licences.set(name, copyLicence(name));
    const { version } = JSON.parse(readFileSync(path.join(packageRoot(name), "package.json"), "utf8")) as {
      version: string;
    };
    const entry: ManifestEntry = {
      file: path.basename(spec.wasmPath),
      source: spec.wasmSource,
      version,
      license: licences.get(name) as string,
      sha256: createHash("sha256").update(wasm).digest("hex"),
      bytes: wasm.length,
    };
    const upstream = spec.wasmSource.includes("/out/") ? upstreamOf(name, spec.wasmSource) : undefined;
    if (upstream) entry.upstream = upstream;
    manifest[spec.id] = entry;
    console.log(`${spec.id}: ${(wasm.length / 1e6).toFixed(2)} MB → ${(packed / 1e6).toFixed(2)} MB`);
  }
  writeFileSync(path.join(GRAMMAR_DIR, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
}

main();
