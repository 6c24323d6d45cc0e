// Checks a script step read from JSON (a replay file) against the shapes in script-step.ts.
// Pure: returns a description of the first problem, never throws.

type Fields = Record<string, unknown>;

export function stepProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "a step must be an object";
  const step = value as Fields;
  switch (step.kind) {
    case "reply":
      return replyProblem(step);
    case "error":
      if (typeof step.status !== "number") return "an error step needs a numeric `status`";
      return optionalString(step, "message") ?? optionalString(step, "errorType");
    case "hang":
      return undefined;
    case "cut":
    case "stall":
    case "fail":
      if (typeof step.text !== "string" || typeof step.afterChars !== "number")
        return `a ${step.kind} step needs \`text\` and \`afterChars\``;
      return (
        optionalString(step, "message") ??
        optionalString(step, "errorType") ??
        optionalBoolean(step, "errorEvent") ??
        optionalBoolean(step, "failedResponse")
      );
    default:
      return `unknown step kind ${JSON.stringify(step.kind)}`;
  }
}

function replyProblem(step: Fields): string | undefined {
  if (typeof step.text !== "string") return "a reply step needs a string `text`";
  const plain =
    optionalString(step, "thinking") ??
    optionalString(step, "finishReason") ??
    optionalString(step, "refusal");
  if (plain) return plain;
  if (step.stopDetails !== undefined) {
    const details = step.stopDetails as Fields | null;
    if (typeof details !== "object" || details === null)
      return "a reply step's `stopDetails` must be an object";
    const wrong = ["category", "explanation"].find(
      (name) => details[name] !== null && typeof details[name] !== "string",
    );
    if (wrong) return `\`stopDetails.${wrong}\` must be a string or null`;
  }
  if (step.usage !== undefined && (typeof step.usage !== "object" || step.usage === null))
    return "a reply step's `usage` must be an object";
  if (step.toolCalls === undefined) return undefined;
  if (!Array.isArray(step.toolCalls)) return "a reply step's `toolCalls` must be an array";
  for (const [index, call] of (step.toolCalls as unknown[]).entries()) {
    const problem = toolCallProblem(call);
    if (problem) return `tool call ${index + 1}: ${problem}`;
  }
  return undefined;
}

function toolCallProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return "must be an object";
  const call = value as Fields;
  if (typeof call.name !== "string" || typeof call.arguments !== "string")
    return "needs a string `name` and a string `arguments`";
  if (call.custom !== undefined && typeof call.custom !== "boolean") return "`custom` must be a boolean";
  if (call.applyPatch !== undefined && typeof call.applyPatch !== "boolean")
    return "`applyPatch` must be a boolean";
  return optionalString(call, "id");
}

function optionalBoolean(fields: Fields, name: string): string | undefined {
  return fields[name] === undefined || typeof fields[name] === "boolean"
    ? undefined
    : `\`${name}\` must be a boolean`;
}

function optionalString(fields: Fields, name: string): string | undefined {
  return fields[name] === undefined || typeof fields[name] === "string"
    ? undefined
    : `\`${name}\` must be a string`;
}
