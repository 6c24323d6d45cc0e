// Which lines of a text start inside a multi-line string literal or a heredoc (Python triple quotes,
// JS/TS template literals, shell/Ruby/PHP heredocs). Their leading whitespace is content, so a
// re-indenting stage must write them exactly as the model did. A line-level heuristic: pure.

const TRIPLE = /"""|'''/;
// `<<EOF`, `<<-'SQL'`, `<<~TEXT`: no space before the word, so `a << b` is never taken for one.
const HEREDOC = /<<[-~]?(['"]?)([A-Z_][A-Z0-9_]*)\1(?=\s|$|[;|)>])/;

type Open = { kind: "triple"; quote: string } | { kind: "backtick" } | { kind: "heredoc"; word: string };

/** The string state after `line`, starting from `open` (undefined: in code). */
function scan(line: string, open: Open | undefined): Open | undefined {
  if (open?.kind === "heredoc") return line.trim() === open.word ? undefined : open;
  let state = open;
  for (let i = 0; i < line.length; i++) {
    const three = line.slice(i, i + 3);
    if (state?.kind === "triple") {
      if (three === state.quote) {
        state = undefined;
        i += 2;
      }
    } else if (state?.kind === "backtick") {
      if (line[i] === "\\") i++;
      else if (line[i] === "`") state = undefined;
    } else if (three === '"""' || three === "'''") {
      state = { kind: "triple", quote: three };
      i += 2;
    } else if (line[i] === "`" && three !== "```") {
      state = { kind: "backtick" };
    } else if (/[#/]/.test(line[i] as string) && (i === 0 || /\s/.test(line[i - 1] as string))) {
      // A comment ends the code on this line (`# don't use """ here` opens nothing).
      if (line[i] === "#" || line[i + 1] === "/") break;
    }
  }
  if (state === undefined) {
    const heredoc = HEREDOC.exec(line);
    if (heredoc && !TRIPLE.test(line)) return { kind: "heredoc", word: heredoc[2] as string };
  }
  return state;
}

/** `inside[i]` is true when line i begins inside a string or heredoc opened on an earlier line. */
export function stringInterior(lines: readonly string[]): boolean[] {
  const inside: boolean[] = [];
  let open: Open | undefined;
  for (const line of lines) {
    inside.push(open !== undefined);
    open = scan(line, open);
  }
  return inside;
}
