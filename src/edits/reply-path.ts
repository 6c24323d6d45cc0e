// Turns a path as a model wrote it into a project-relative path, matched to the files it was given.
// Pure: no fs. Safety (root, .git, symlinks) is the workspace's job, not this module's.

/**
 * Strips the decorations models put around a file name on its own line:
 * surrounding backticks, `**` bold, quotes, a leading `#`/`-`/`*` marker, a "File:"/"Path:" label and a trailing colon.
 */
export function cleanPathLine(line: string): string {
  let text = line.trim();
  for (let pass = 0; pass < 3; pass++) {
    const before = text;
    text = text.replace(/^#+\s*/, "");
    text = text.replace(/^[-*]\s+/, "");
    text = text.replace(/^(?:file|path|filename)\s*:\s*/i, "");
    text = text.replace(/:$/, "");
    text = stripPair(text, "**");
    text = stripPair(text, "`");
    text = stripPair(text, '"');
    text = stripPair(text, "'");
    text = text.trim();
    if (text === before) break;
  }
  return text;
}

function stripPair(text: string, mark: string): string {
  if (text.length > 2 * mark.length && text.startsWith(mark) && text.endsWith(mark)) {
    return text.slice(mark.length, -mark.length);
  }
  return text;
}

/**
 * Normalises separators and a leading `./`; leaves `..` and absolute paths for the workspace to refuse.
 * A single leading backslash (`\app.py`, Windows "from the current drive's root") means the project
 * root to a model, never the file-system root: it is dropped rather than turned into `/app.py`.
 */
export function normalizeReplyPath(path: string): string {
  const rooted = /^\\(?!\\)/.test(path) ? path.slice(1) : path;
  let text = rooted.replace(/\\/g, "/").replace(/\/{2,}/g, "/");
  while (text.startsWith("./")) text = text.slice(2);
  return text;
}

/**
 * Matches a reply path to a known file: exact relative path first, then a stray `a/` or `b/` diff
 * prefix, then a unique known file that ends with the reply path (a bare basename, or a partial
 * directory path). An unknown path comes back normalised (a new file).
 */
export function matchReplyPath(raw: string, files: readonly string[] = []): string {
  const path = normalizeReplyPath(cleanPathLine(raw));
  const known = new Set(files.map(normalizeReplyPath));
  if (known.has(path)) return path;
  const unprefixed = path.replace(/^[ab]\//, "");
  if (unprefixed !== path && known.has(unprefixed)) return unprefixed;
  const suffixMatches = [...known].filter((file) => file.endsWith("/" + unprefixed));
  if (suffixMatches.length === 1) return suffixMatches[0] as string;
  return chatFileForAbsolute(path, known) ?? path;
}

/**
 * An absolute path from the author's machine (`/home/dev/proj/src/app.py`, `C:/work/src/app.py`)
 * whose tail is a known file's relative path means that file (the longest such tail). Any other
 * absolute path is returned as is for the workspace to refuse.
 */
function chatFileForAbsolute(path: string, known: ReadonlySet<string>): string | undefined {
  if (!/^(?:\/|~\/|[A-Za-z]:\/)/.test(path)) return undefined;
  const tails = [...known].filter((file) => path.endsWith("/" + file));
  return tails.sort((a, b) => b.length - a.length)[0];
}

function basename(path: string): string {
  const slash = path.lastIndexOf("/");
  return slash < 0 ? path : path.slice(slash + 1);
}

/**
 * Whether a cleaned line plausibly names a file: no inner spaces (unless it is a known file), not a
 * bare language tag, short, and with an extension, a slash or a known name.
 */
export function looksLikePath(cleaned: string, files: readonly string[] = []): boolean {
  if (!cleaned || cleaned.length > 250 || cleaned.includes("\0")) return false;
  const path = normalizeReplyPath(cleaned);
  if (files.some((file) => normalizeReplyPath(file) === path || basename(file) === path)) return true;
  if (/\s/.test(path)) return false;
  if (/^[<>=`]/.test(path)) return false;
  if (path.includes("/") || /\.[A-Za-z0-9_+-]+$/.test(path)) return true;
  return /^(?:Makefile|Dockerfile|Gemfile|Rakefile|Procfile|LICENSE|README|Justfile|Vagrantfile)$/.test(path);
}
