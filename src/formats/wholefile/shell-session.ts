// Whether an untagged fenced body with no path line is plainly a shell session rather than a file: every
// line a `$ ` prompt (or its output after one), or only a few lines that each start with a common
// command. Pure. A shell script among the chat files turns the second test off: its listing looks so too.

/** Commands models tell users to run; a line starting with one of these (then a space or the end). */
const COMMANDS = new Set(
  (
    "apt apt-get brew bun bundle cargo cd chmod cp curl deno docker dotnet export gem git go gradle " +
    "java javac kubectl ls make mkdir mv mvn node npm npx pip pip3 pipenv pnpm poetry pytest python " +
    "python3 rm ruby rustc source sudo touch uv uvicorn wget yarn"
  ).split(" "),
);

const SCRIPT_FILE = /(\.(sh|bash|zsh|fish|ps1|bat|cmd)|(^|\/)(Makefile|Dockerfile|Justfile|Procfile))$/i;

/** At most this many lines: a longer body is more likely a file than a list of steps. */
const MAX_COMMAND_LINES = 8;

export function looksLikeShellSession(body: readonly string[], files: readonly string[]): boolean {
  const lines = body.map((line) => line.trim()).filter((line) => line !== "");
  if (lines.length === 0) return false;
  if (/^[$%] /.test(lines[0] ?? "")) return true;
  if (lines.length > MAX_COMMAND_LINES || files.some((file) => SCRIPT_FILE.test(file))) return false;
  return lines.every(isCommandLine);
}

function isCommandLine(line: string): boolean {
  const word = /^(\S+)/.exec(line)?.[1] ?? "";
  if (word.startsWith("./")) return true;
  // `python = 3` or `make(…)` is code that happens to start with a command's name.
  return COMMANDS.has(word) && !/^\S+\s*[=(:.[]/.test(line);
}
