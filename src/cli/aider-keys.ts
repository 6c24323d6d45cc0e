// Aider's config file read as kerf's: the same keys (long flag names), but a key kerf does not
// implement — or a value in a shape kerf does not take — is skipped and named in one warning line
// per file, never an exit 2. kerf's own file stays strict.
import path from "node:path";

export const AIDER_CONFIG_FILE = ".aider.conf.yml";

export class AiderKeys {
  private readonly skipped: string[] = [];
  private readonly lenient: boolean;

  /** `lenient` forces Aider's rules (AIDER_* variables); by default they follow the file's name. */
  constructor(
    private readonly file: string,
    lenient?: boolean,
  ) {
    this.lenient = lenient ?? path.basename(file) === AIDER_CONFIG_FILE;
  }

  /** True when the unknown key is skipped (an Aider file); false means it is an error. */
  skip(key: string): boolean {
    if (this.lenient) this.skipped.push(key);
    return this.lenient;
  }

  /** The coerced value; in an Aider file a value kerf cannot take is skipped (undefined). */
  coerce<T>(key: string, convert: () => T): T | undefined {
    if (!this.lenient) return convert();
    try {
      return convert();
    } catch {
      this.skipped.push(`${key} (value not understood)`);
      return undefined;
    }
  }

  warning(): string | undefined {
    if (this.skipped.length === 0) return undefined;
    return `${this.file}: ignoring Aider settings kerf does not implement: ${this.skipped.join(", ")}`;
  }
}
