// /sessions, /rewind and /redo (docs/sessions.md): this project's stored sessions, and the files and
// conversation of the last turns put back from the session's own write record, with or without git.
import type { MoveResult } from "../../../sessions/index.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

async function sessions(repl: Repl): Promise<void> {
  const log = repl.session.sessionLog;
  const list = await log.list();
  if (list.length === 0) return repl.term.out("No stored session for this project yet.");
  for (const s of list) {
    const mark = s.id === log.id ? "*" : " ";
    const when = s.startedAt.slice(0, 16).replace("T", " ");
    const turns = `${s.turns} turn${s.turns === 1 ? "" : "s"}`;
    const request = s.firstRequest.replace(/\s+/g, " ").slice(0, 60);
    const files = s.files.length > 0 ? `  files: ${s.files.join(", ")}` : "";
    repl.term.out(`${mark} ${s.id}  ${when} UTC  ${turns}  $${s.cost.toFixed(4)}  "${request}"${files}`);
  }
  repl.term.out(repl.term.color.dim("kerf --resume ID resumes one; kerf --continue the latest."));
}

function said(repl: Repl, result: MoveResult, what: "rewind" | "redo"): void {
  if (!result.ok) {
    const head = result.file ? `${result.file} ${result.why}` : result.why;
    return repl.term.err(`Cannot ${what}: ${head}; nothing was restored.`);
  }
  const files = result.files.length > 0 ? `restored ${result.files.join(", ")}` : "no file to restore";
  const turns = `${result.turns} turn${result.turns === 1 ? "" : "s"}`;
  if (what === "rewind")
    repl.term.out(
      `Rewound ${turns}: ${files}; the conversation is back to before them. /redo puts them back.`,
    );
  else repl.term.out(`Redid ${turns}: ${files}; the conversation is back as it was.`);
  repl.lastCommits = [];
}

async function rewind(repl: Repl, args: string): Promise<void> {
  const text = args.trim();
  const n = text === "" ? 1 : Number(text);
  if (!Number.isInteger(n) || n < 1) return repl.term.err(`/rewind takes a number of turns, not "${text}".`);
  said(repl, await repl.session.sessionLog.rewind(repl.coder, n), "rewind");
}

async function redo(repl: Repl): Promise<void> {
  said(repl, await repl.session.sessionLog.redo(repl.coder), "redo");
}

export const SESSION_COMMANDS: Command[] = [
  {
    name: "sessions",
    help: "list this project's stored sessions (date, first request, files, cost)",
    run: sessions,
  },
  {
    name: "rewind",
    usage: "[N]",
    help: "put back the files and conversation of the last N turns (default 1), with or without git",
    run: rewind,
  },
  { name: "redo", help: "put back what the last /rewind took away", run: redo },
];
