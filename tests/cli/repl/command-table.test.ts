// The command table: every command the issue names exists once, with help; names resolve by prefix.
import { COMMANDS, findCommand, isCommand } from "../../../src/cli/repl/command-table";

const NAMED = [
  "quit",
  "reasoning-effort",
  "think-tokens",
  "save",
  "load",
  "copy",
  "copy-context",
  "paste",
  "web",
  "mcp",
  "multiline-mode",
  "editor",
  "skills",
  "skill",
  "reply",
  "add",
  "drop",
  "read-only",
  "ls",
  "ask",
  "code",
  "architect",
  "context",
  "chat-mode",
  "model",
  "editor-model",
  "weak-model",
  "undo",
  "diff",
  "commit",
  "git",
  "run",
  "test",
  "lint",
  "tokens",
  "map",
  "map-refresh",
  "clear",
  "reset",
  "settings",
  "help",
  "exit",
  "sessions",
  "rewind",
  "redo",
];

describe("the command table", () => {
  it("holds exactly the named commands, each once and with help text", () => {
    expect(COMMANDS.map((c) => c.name).sort()).toEqual([...NAMED].sort());
    expect(COMMANDS.filter((c) => c.help.trim() === "")).toEqual([]);
  });

  it("finds a command by exact name before prefix, by unique prefix, else lists the candidates", () => {
    const name = (found: ReturnType<typeof findCommand>) =>
      Array.isArray(found) ? found.map((c) => c.name) : found.name;
    expect(name(findCommand("map"))).toBe("map");
    expect(name(findCommand("map-"))).toBe("map-refresh");
    expect(name(findCommand("tok"))).toBe("tokens");
    expect(name(findCommand("a"))).toEqual(["add", "ask", "architect"]);
    expect(name(findCommand("nope"))).toEqual([]);
  });

  it("takes /… and !… as commands, anything else as a message", () => {
    expect([" /add x", "!ls", "fix /etc paths", "hello"].map(isCommand)).toEqual([true, true, false, false]);
  });
});
