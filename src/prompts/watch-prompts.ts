// The model-facing texts of a request that came from "AI" comments in the user's files (--watch-files):
// what the comments are and what to do with them. Text only; src/watch puts the comments after it.

export const WATCH_TEXTS = {
  /** Comments ending in "AI!": carry them out, then take them out of the code. */
  code:
    'I left instructions for you as comments in my code, each marked "AI" (the lines shown below with ' +
    "█). The files are in the chat. Do what the comments ask, in those files.\n" +
    'When you are done, the "AI" comments must be gone: remove every one of them in the same edits.',
  /** Comments ending in "AI?": answer, edit nothing. */
  ask:
    'I left a question for you as comments in my code, each marked "AI" (the lines shown below with █). ' +
    "The files are in the chat. Answer the question; the other marked comments give context.",
  /** Before each file's excerpt. */
  fileHeading: "In {path}:",
} as const;
