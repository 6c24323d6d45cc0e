// kerf's state folder: what kerf keeps between runs that is neither settings nor the project's (the
// session logs, docs/sessions.md). `$XDG_STATE_HOME/kerf` when that is an absolute path, else
// `~/.local/state/kerf`, as the XDG base-directory rules say; none without either. Tests point
// XDG_STATE_HOME elsewhere.
import path from "node:path";

export function userStateDir(env: Record<string, string | undefined>): string | null {
  const xdg = env.XDG_STATE_HOME;
  if (xdg && path.isAbsolute(xdg)) return path.join(xdg, "kerf");
  const home = env.HOME;
  return home && path.isAbsolute(home) ? path.join(home, ".local", "state", "kerf") : null;
}
