// Who kerf credits on a commit, by Aider's rules: a Co-authored-by trailer on kerf's edit commits by
// default; " (kerf)" on the author or committer name only where the user asks for it (or turns the
// trailer off). Pure: decides, never runs git.
import { DEFAULTS } from "../core/defaults.js";

/** Each field unset means Aider's default; see `attributionMarks`. */
export interface Attribution {
  /** " (kerf)" after the author name of kerf's edit commits. */
  author?: boolean;
  /** " (kerf)" after the committer name of every commit kerf makes. */
  committer?: boolean;
  /** A `Co-authored-by: kerf <…>` trailer on kerf's edit commits (default on). */
  coAuthoredBy?: boolean;
}

export interface AttributionMarks {
  author: boolean;
  committer: boolean;
  trailer: boolean;
}

export const KERF_NAME_MARK = " (kerf)";

/**
 * Aider's precedence: the trailer (on by default) replaces the name marks, unless a mark was asked
 * for explicitly. With the trailer off, both marks default on. `kerfEdit` is false for the commit of
 * the user's own changes (dirty commits, /commit): no author mark and no trailer there.
 */
export function attributionMarks(attribution: Attribution, kerfEdit: boolean): AttributionMarks {
  const trailer = attribution.coAuthoredBy ?? DEFAULTS.coAuthoredBy;
  const author = attribution.author ?? true;
  const committer = attribution.committer ?? true;
  return {
    author: kerfEdit && author && (!trailer || attribution.author === true),
    committer: committer && (!(kerfEdit && trailer) || attribution.committer === true),
    trailer: kerfEdit && trailer,
  };
}
