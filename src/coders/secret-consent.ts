// Chat and read-only files that look like secret stores (.env*, *.pem, id_*, …) or are git-ignored are
// sent to a model only with a person's consent: asked once per file through the confirm hook (never
// answered by --yes-always; "no" when nobody can answer). A refused file leaves the chat, and the
// caller warns naming it and why. kerf's own state (.kerf/, e.g. /web pages) needs no consent.
import path from "node:path";
import type { GitRepo } from "../git/git-repo.js";
import { isSecretPath } from "../trust/secret-files.js";
import type { Confirm } from "./coder-events.js";

export interface Refusal {
  path: string;
  reason: string;
}

export class SecretConsent {
  /** Files a person allowed this session; a refused file leaves the chat, so adding it asks again. */
  private readonly allowed = new Set<string>();

  /** A coder switched from another keeps the consents given to it. */
  inherit(other: SecretConsent): void {
    for (const file of other.allowed) this.allowed.add(file);
  }

  /** The files among `paths` that may not be sent, each with its reason; asks about each new one. */
  async refused(paths: readonly string[], git: GitRepo | null, confirm: Confirm): Promise<Refusal[]> {
    const fresh = paths.filter((p) => !this.allowed.has(p) && !p.split("/").includes(".kerf"));
    const reasons = await reasonsFor(fresh, git);
    const refusals: Refusal[] = [];
    for (const [file, reason] of reasons) {
      if (await confirm({ kind: "send-secret", path: file, reason })) this.allowed.add(file);
      else refusals.push({ path: file, reason });
    }
    return refusals;
  }
}

function reasonOf(file: string, ignored: boolean): string {
  return isSecretPath(file) ? "looks like a secret store (keys, tokens)" : ignored ? "is git-ignored" : "";
}

async function reasonsFor(paths: readonly string[], git: GitRepo | null): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  if (paths.length === 0) return reasons;
  // git answers only for paths inside the repository (a read-only file may live in the config folder).
  const inside = paths.filter((p) => !p.startsWith("../") && !path.isAbsolute(p));
  const checked = git && inside.length > 0 ? await git.committable(inside).catch(() => null) : null;
  const skipped = new Set(checked?.skipped ?? []);
  for (const file of paths) {
    const reason = reasonOf(file, skipped.has(file));
    if (reason !== "") reasons.set(file, reason);
  }
  return reasons;
}
