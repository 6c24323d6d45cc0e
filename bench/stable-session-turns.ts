// The ten scripted turns of the cost bench's session (stable-session.ts): each user message and the
// replies the loopback server gives, every turn editing the two chat files of the Python standard
// library's email package. Data only.
export const Q = "email/quoprimime.py";
export const B = "email/base64mime.py";

export interface SessionTurn {
  message: string;
  /** One reply per request of the turn: a failed edit's reflection, or an architect's editor, adds one. */
  replies: string[];
  /** Sent as `/architect MESSAGE`: the first reply is the plan, the second the editor's edits. */
  architect?: boolean;
}

const edit = (file: string, search: string, replace: string) =>
  `${file}\n\`\`\`python\n<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE\n\`\`\`\n`;

const UNQUOTE =
  'def unquote(s):\n    """Turn a string in the form =AB to the ASCII character with value 0xab"""';

export const SESSION_TURNS: readonly SessionTurn[] = [
  {
    message: "Give header_check and body_check in quoprimime type hints.",
    replies: [
      `Both take an octet and answer whether it needs escaping.\n\n${edit(Q, "def header_check(octet):", "def header_check(octet: int) -> bool:")}${edit(Q, "def body_check(octet):", "def body_check(octet: int) -> bool:")}`,
    ],
  },
  {
    message: "The docstring of base64mime.header_length talks about s; fix it.",
    replies: [
      `It takes a bytearray.\n\n${edit(B, '    """Return the length of s when it is encoded with base64."""', '    """Return the length of bytearray once it is encoded with base64."""')}`,
    ],
  },
  {
    message: "Make quoprimime.unquote raise ValueError for a malformed escape.",
    replies: [
      `unquote now checks its argument.\n\n${edit(Q, 'def unquote(s):\n    """Turn =AB into a character."""', 'def unquote(s):\n    """Turn =AB into a character."""\n    if len(s) != 3:\n        raise ValueError(s)')}`,
      `I misquoted the docstring; here is the block against the file as it is.\n\n${edit(Q, UNQUOTE, `${UNQUOTE}\n    if len(s) != 3 or s[0] != '=':\n        raise ValueError(f"not a quoted-printable escape: {s!r}")`)}`,
    ],
  },
  {
    message: "Reject a maxlinelen below 4 in base64mime.body_encode.",
    replies: [
      `Four characters is one base64 group, the shortest line that can hold anything.\n\n${edit(B, '    if not s:\n        return ""\n\n    encvec = []', '    if not s:\n        return ""\n    if maxlinelen < 4:\n        raise ValueError("maxlinelen must be at least 4")\n\n    encvec = []')}`,
    ],
  },
  {
    message: "Add a docstring to quoprimime.quote, and say in base64mime.decode that it takes str or bytes.",
    replies: [
      `${edit(Q, "def quote(c):\n    return _QUOPRI_MAP[ord(c)]", 'def quote(c):\n    """Return the =XX escape of the character c."""\n    return _QUOPRI_MAP[ord(c)]')}${edit(B, '    """Decode a raw base64 string, returning a bytes object.', '    """Decode a raw base64 string (str or bytes), returning a bytes object.')}`,
    ],
  },
  {
    message: "Document what _max_append in quoprimime does.",
    replies: [
      `${edit(Q, "def _max_append(L, s, maxlen, extra=''):\n    if not isinstance(s, str):", 'def _max_append(L, s, maxlen, extra=\'\'):\n    """Append s to the last line of L, or start a new line when it would pass maxlen."""\n    if not isinstance(s, str):')}`,
    ],
  },
  {
    message: "Make header_encode in both modules return an empty string for an empty charset name too.",
    architect: true,
    replies: [
      "Plan:\n\n1. email/quoprimime.py, header_encode: extend the early return to `if not header_bytes or not charset: return ''`.\n2. email/base64mime.py, header_encode: the same test, returning `\"\"` as it already does for empty bytes.\n\nNo caller relies on a chrome-wrapped empty charset, so nothing else changes.",
      `${edit(Q, "    if not header_bytes:\n        return ''", "    if not header_bytes or not charset:\n        return ''")}${edit(B, '    if not header_bytes:\n        return ""', '    if not header_bytes or not charset:\n        return ""')}`,
    ],
  },
  {
    message: "quoprimime.body_length should say it takes bytes objects too.",
    replies: [
      `${edit(Q, "    :return: The length in bytes of the byte array when it is encoded with\n        quoted-printable for bodies.", "    :return: The length in bytes of the byte array when it is encoded with\n        quoted-printable for bodies. A bytes object works as well.")}`,
    ],
  },
  {
    message: "Explain MISC_LEN in base64mime with a comment.",
    replies: [
      `${edit(B, "MISC_LEN = 7", "# The RFC 2047 chrome around a base64 encoded word: =? ?b? ?=\nMISC_LEN = 7")}`,
    ],
  },
  {
    message: "Say in quoprimime.header_decode's docstring that underscores become spaces.",
    replies: [
      `${edit(Q, "    the high level email.header class for that functionality.\n    \"\"\"\n    s = s.replace('_', ' ')", "    the high level email.header class for that functionality.\n\n    Underscores decode to spaces, as RFC 2047 says.\n    \"\"\"\n    s = s.replace('_', ' ')")}`,
    ],
  },
];
