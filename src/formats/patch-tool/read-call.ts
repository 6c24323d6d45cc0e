// Reads one `apply_patch` call into edits with the `patch` format's own parser: the function's `input`
// string, a custom tool's free-form input, or OpenAI's apply_patch operation ({type, path, diff}) written
// back as the one-file patch it stands for. A patch with any issue is refused whole. Pure.
import type { Edit } from "../../edits/edit.js";
import type { ToolCall } from "../../core/tool-types.js";
import type { CallReading } from "../edit-format.js";
import { parsePatch } from "../patch/parse.js";
import { CallError, lf, parseArgs, readingOf, stringField } from "../tool-calls/call-args.js";
import { noSuchTool } from "../tool-calls/declared-tools.js";
import type { WireTools } from "../../llm/tool-choice.js";
import { APPLY_PATCH } from "./tools.js";

/** `tools`: what the request declared, named when the call is to none of them. */
export function readPatchCall(call: ToolCall, index: number, tools?: WireTools): CallReading {
  return readingOf(() => {
    if (call.name !== APPLY_PATCH && call.type !== "apply_patch") {
      throw noSuchTool(call.name, tools, [APPLY_PATCH]);
    }
    const patch = lf(patchText(call));
    const parsed = parsePatch(patch, {});
    if (parsed.issues.length > 0) {
      throw new CallError(APPLY_PATCH, {
        why: "unreadable-patch",
        reasons: parsed.issues.map((issue) => issue.reason),
      });
    }
    if (parsed.edits.length === 0) throw new CallError(APPLY_PATCH, { why: "no-operations" });
    return { edits: parsed.edits.map((edit): Edit => ({ ...edit, blockIndex: index })) };
  });
}

function patchText(call: ToolCall): string {
  if (call.type === "custom") return call.input;
  const args = parseArgs(call.input, APPLY_PATCH);
  if (call.type === "apply_patch") return operationPatch(args);
  // Codex names the argument `input`; a single string under another name is taken as well.
  const text = stringField(args, "input", "patch") ?? singleString(args);
  if (text === undefined) {
    throw new CallError(APPLY_PATCH, {
      why: "missing-argument",
      argument: "input",
      type: "string",
      holding: "the patch",
    });
  }
  return text;
}

/** OpenAI's apply_patch operation as the V4A patch it describes. */
function operationPatch(operation: Readonly<Record<string, unknown>>): string {
  const path = stringField(operation, "path");
  if (!path) throw new CallError(APPLY_PATCH, { why: "operation-without-path" });
  const diff = stringField(operation, "diff") ?? "";
  const body = diff === "" || diff.endsWith("\n") ? diff : `${diff}\n`;
  switch (operation.type) {
    case "create_file":
      return `*** Begin Patch\n*** Add File: ${path}\n${body}*** End Patch\n`;
    case "update_file":
      return `*** Begin Patch\n*** Update File: ${path}\n${body}*** End Patch\n`;
    case "delete_file":
      return `*** Begin Patch\n*** Delete File: ${path}\n*** End Patch\n`;
    default:
      throw new CallError(APPLY_PATCH, {
        why: "unknown-operation",
        given: String(JSON.stringify(operation.type)),
      });
  }
}

function singleString(args: Readonly<Record<string, unknown>>): string | undefined {
  const strings = Object.values(args).filter((value): value is string => typeof value === "string");
  return strings.length === 1 ? strings[0] : undefined;
}
