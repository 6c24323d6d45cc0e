// The `patch-tool` format's tools as data: one `apply_patch` function whose single string argument is a
// V4A patch, and the native forms that stand in for it on the Responses API (OpenAI's apply_patch tool
// type; a free-form custom tool held to the patch grammar). No logic.
import type { ToolOffer } from "../../core/tool-types.js";

export const APPLY_PATCH = "apply_patch";

const DESCRIPTION =
  "Edit files with a patch. The input is one patch: `*** Begin Patch`, then file operations " +
  "(`*** Add File: <path>` with every line prefixed by `+`; `*** Delete File: <path>`; `*** Update File: " +
  "<path>`, optionally `*** Move to: <path>`, then chunks of ` ` unchanged, `-` removed and `+` added lines, " +
  "each chunk optionally preceded by `@@ <a line above it>`), then `*** End Patch`. Paths are relative to " +
  "the project root. The patch applies whole or not at all.";

/** The patch language as a Lark grammar, for the free-form tool: the model's input must parse with it. */
export const PATCH_GRAMMAR = [
  "start: begin op+ end",
  'begin: "*** Begin Patch" NL',
  'end: "*** End Patch" NL?',
  "op: add | delete | update",
  'add: "*** Add File: " PATH NL added*',
  'delete: "*** Delete File: " PATH NL',
  'update: "*** Update File: " PATH NL move? chunk*',
  'move: "*** Move to: " PATH NL',
  "chunk: header* body+ eof?",
  'header: "@@" TEXT? NL',
  'body: (" " | "-" | "+") TEXT? NL',
  'added: "+" TEXT? NL',
  'eof: "*** End of File" NL',
  "PATH: /[^\\r\\n]+/",
  "TEXT: /[^\\r\\n]+/",
  "NL: /\\r?\\n/",
].join("\n");

export const PATCH_TOOLS: ToolOffer = {
  functions: [
    {
      name: APPLY_PATCH,
      description: DESCRIPTION,
      parameters: {
        type: "object",
        properties: {
          input: { type: "string", description: "The whole patch, from *** Begin Patch to *** End Patch." },
        },
        required: ["input"],
        additionalProperties: false,
      },
    },
  ],
  native: [
    { type: "apply_patch", protocols: ["responses"] },
    {
      type: "custom",
      protocols: ["responses"],
      name: APPLY_PATCH,
      description: DESCRIPTION,
      grammar: PATCH_GRAMMAR,
    },
  ],
};
