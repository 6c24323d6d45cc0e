// Decides, per project-local file, whether its powerful settings are honoured: the user's own files
// always; a project file only when the trust records hold its exact content. Collects what it ignored,
// one entry per file, for the caller to warn about (it never prints) or to ask the user.
import path from "node:path";
import { insideAny, realOrResolved } from "./inside-roots.js";
import type { TrustStore } from "./trust-store.js";

export interface IgnoredKey {
  key: string;
  reason: string;
}

export interface UntrustedFile {
  file: string;
  keys: IgnoredKey[];
  /** The bytes that were judged, so trusting them later trusts exactly what was shown. */
  bytes: Uint8Array;
}

export interface TrustGateOptions {
  store: TrustStore;
  /** Files that are the user's own: home config files, files named on the command line or in the real
   *  environment. */
  userFiles?: readonly string[];
  /** Everything under these folders is the user's own (kerf's config folder). */
  userDirs?: readonly string[];
  /** Files directly in this folder (the home folder: ~/.kerf.conf.yml, ~/.aider.conf.yml) are the
   *  user's own. */
  homeDir?: string;
  /** `kerf --trust`: every project file the gate sees is trusted as it is now. */
  trustAll?: boolean;
}

export class TrustGate {
  readonly untrusted: UntrustedFile[] = [];
  /** Project files trusted during this run (by trustAll), real paths. */
  readonly newlyTrusted: string[] = [];
  /** Every project-local file the gate was asked about, real paths. */
  readonly projectFiles: string[] = [];
  private readonly userFiles: Set<string>;
  private readonly userDirs: string[];
  private readonly homeDir: string | undefined;

  constructor(private readonly options: TrustGateOptions) {
    this.userFiles = new Set((options.userFiles ?? []).map(realOrResolved));
    this.userDirs = (options.userDirs ?? []).map(realOrResolved);
    this.homeDir = options.homeDir === undefined ? undefined : realOrResolved(options.homeDir);
  }

  get store(): TrustStore {
    return this.options.store;
  }

  isUserFile(file: string): boolean {
    const real = realOrResolved(file);
    if (this.homeDir !== undefined && path.dirname(real) === this.homeDir) return true;
    return this.userFiles.has(real) || insideAny(this.userDirs, real);
  }

  /** Whether `file`, holding `bytes`, may set powerful keys. */
  allows(file: string, bytes: Uint8Array): boolean {
    if (this.isUserFile(file)) return true;
    const real = realOrResolved(file);
    if (!this.projectFiles.includes(real)) this.projectFiles.push(real);
    if (this.options.trustAll && !this.options.store.isTrusted(file, bytes)) {
      this.options.store.trust(file, bytes);
      this.newlyTrusted.push(real);
    }
    return this.options.store.isTrusted(file, bytes);
  }

  /** Notes powerful keys ignored from an untrusted file (merged into one entry per file). */
  ignore(file: string, bytes: Uint8Array, keys: readonly IgnoredKey[]): void {
    if (keys.length === 0) return;
    const existing = this.untrusted.find((entry) => entry.file === file);
    if (!existing) this.untrusted.push({ file, bytes, keys: [...keys] });
    else for (const key of keys) if (!existing.keys.some((k) => k.key === key.key)) existing.keys.push(key);
  }
}

/** The one warning for an untrusted file: names the file, the keys and why, and how to trust it. */
export function untrustedWarning(entry: UntrustedFile): string {
  const keys = entry.keys.map((k) => `${k.key} (${k.reason})`).join(", ");
  const folder = path.dirname(entry.file);
  return (
    `ignored ${keys} from ${entry.file}: this project file is not trusted. ` +
    `Check it, then run "kerf --trust" in ${folder} to trust its current content.`
  );
}
