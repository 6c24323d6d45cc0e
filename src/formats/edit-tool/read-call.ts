// Reads one `edit-tool` call into the Edit IR: `edit` → an inline replace (old_string found as written, or
// by the SEARCH/REPLACE cascade), `write` → a whole-file write, and the text editor tool's commands
// (str_replace, create, insert; view is a read, answered by the coder). Pure.
import type { ToolCall } from "../../core/tool-types.js";
import type { Edit } from "../../edits/edit.js";
import type { CallReading } from "../edit-format.js";
import {
  booleanField,
  CallError,
  lf,
  parseArgs,
  readingOf,
  required,
  stringField,
} from "../tool-calls/call-args.js";
import { noSuchTool } from "../tool-calls/declared-tools.js";
import type { WireTools } from "../../llm/tool-choice.js";
import { EDIT, TEXT_EDITOR_NAMES, WRITE } from "./tools.js";

const PATH = ["path", "file_path", "filePath"];

/** `tools`: what the request declared, named when the call is to none of them. */
export function readEditCall(call: ToolCall, index: number, tools?: WireTools): CallReading {
  return readingOf((): CallReading => {
    const args = parseArgs(call.input, call.name);
    if (call.name === EDIT) return { edits: [replaceEdit(args, index)] };
    if (call.name === WRITE) {
      const path = required(args, WRITE, ...PATH);
      return {
        edits: [{ kind: "write", path, content: lf(required(args, WRITE, "content")), blockIndex: index }],
      };
    }
    if (TEXT_EDITOR_NAMES.includes(call.name)) return textEditorCommand(call.name, args, index);
    throw noSuchTool(call.name, tools, [EDIT, WRITE]);
  });
}

function replaceEdit(args: Readonly<Record<string, unknown>>, index: number): Edit {
  const path = required(args, EDIT, ...PATH);
  const search = lf(required(args, EDIT, "old_string", "oldString"));
  if (search === "") {
    throw new CallError(EDIT, {
      why: "empty-argument",
      argument: "old_string",
      purpose: "create or rewrite a file",
      use: WRITE,
    });
  }
  const replace = lf(required(args, EDIT, "new_string", "newString"));
  const replaceAll = booleanField(args, "replace_all", "replaceAll");
  return {
    kind: "replace",
    path,
    search,
    replace,
    inline: true,
    ...(replaceAll ? { replaceAll } : {}),
    blockIndex: index,
  };
}

/** Anthropic's text editor: one tool, the command named in its input. */
function textEditorCommand(
  tool: string,
  args: Readonly<Record<string, unknown>>,
  index: number,
): CallReading {
  const command = stringField(args, "command");
  const path = required(args, tool, "path");
  switch (command) {
    case "str_replace": {
      const search = lf(required(args, tool, "old_str"));
      if (search === "") {
        throw new CallError(tool, {
          why: "empty-argument",
          argument: "old_str",
          purpose: "create a file",
          use: "the create command",
        });
      }
      const replace = lf(stringField(args, "new_str") ?? "");
      return { edits: [{ kind: "replace", path, search, replace, inline: true, blockIndex: index }] };
    }
    case "create":
      return {
        edits: [{ kind: "write", path, content: lf(required(args, tool, "file_text")), blockIndex: index }],
      };
    case "insert": {
      const line = args.insert_line;
      if (typeof line !== "number") {
        throw new CallError("insert", {
          why: "missing-argument",
          argument: "insert_line",
          type: "number",
          hint: "0 for the top",
        });
      }
      const text = lf(required(args, tool, "new_str", "insert_text"));
      const lines = text === "" || text.endsWith("\n") ? text : `${text}\n`;
      return {
        edits: [{ kind: "replace", path, search: "", replace: lines, afterLine: line, blockIndex: index }],
      };
    }
    case "view":
      return { view: { path, ...viewRange(args.view_range) } };
    default:
      throw new CallError(tool, {
        why: "unsupported-command",
        ...(command === undefined ? {} : { command }),
        supported: ["view", "str_replace", "create", "insert"],
      });
  }
}

function viewRange(value: unknown): { range?: readonly [number, number] } {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => typeof n === "number")) return {};
  return { range: [value[0] as number, value[1] as number] };
}
