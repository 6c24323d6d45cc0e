// Where the CLI would ask a person, the ACP session asks the client: each kerf `Question` becomes a
// `session/request_permission` with Allow once / Allow always / Reject. A reject or a cancelled request
// is kerf's "no". "Allow always" is remembered for the session (that question kind and path), never for
// the questions only a person may answer (a secret store, a read-only file, a secret-looking chat file),
// which --yes-always never answers either.
import type {
  AgentContext,
  PermissionOption,
  RequestPermissionRequest,
  ToolCallContent,
  ToolKind,
} from "@agentclientprotocol/sdk";
import { PERSON_ONLY, type Confirm, type Question } from "../../coders/coder-events.js";
import { questionDiff, questionText } from "../confirm.js";

const ALLOW = "allow";
const ALWAYS = "allow-always";
const REJECT = "reject";

export class Permissions {
  private readonly always = new Set<string>();
  private next = 0;

  constructor(
    private readonly client: AgentContext,
    /** The session's id (known once its kerf session is open: the id of its log). */
    private readonly sessionId: () => string,
    /** --yes-always as the session's settings say (the command line or a trusted config file). */
    private readonly yesAlways: () => boolean,
  ) {}

  /** The confirm callback of a turn: its requests are cancelled (a "no") when `signal` aborts. */
  confirmFor(signal: () => AbortSignal | undefined): Confirm {
    return (question) => this.ask(question, signal());
  }

  private async ask(question: Question, signal: AbortSignal | undefined): Promise<boolean> {
    const personOnly = PERSON_ONLY.has(question.kind);
    if (this.yesAlways() && !personOnly) return true;
    const key = keyOf(question);
    if (!personOnly && this.always.has(key)) return true;
    if (signal?.aborted) return false;
    const request = permissionRequest(this.sessionId(), `kerf-ask-${++this.next}`, question);
    try {
      const response = await this.client.request("session/request_permission", request, {
        ...(signal ? { cancellationSignal: signal, stopWaitingOnCancel: true } : {}),
      });
      const outcome = response.outcome;
      if (outcome.outcome !== "selected") return false;
      if (outcome.optionId === ALWAYS && !personOnly) this.always.add(key);
      return outcome.optionId === ALLOW || outcome.optionId === ALWAYS;
    } catch {
      // Cancelled by session/cancel, or the client could not answer: never a yes.
      return false;
    }
  }
}

/** The request for one question: its words as the title, its diff when it has one, its options. */
export function permissionRequest(
  sessionId: string,
  toolCallId: string,
  question: Question,
): RequestPermissionRequest {
  const diff = questionDiff(question);
  const content: ToolCallContent[] = diff
    ? [
        {
          type: "content",
          content: { type: "text", text: "```diff\n" + diff + (diff.endsWith("\n") ? "" : "\n") + "```" },
        },
      ]
    : [];
  const options: PermissionOption[] = [
    { optionId: ALLOW, name: "Allow once", kind: "allow_once" },
    ...(PERSON_ONLY.has(question.kind)
      ? []
      : [{ optionId: ALWAYS, name: "Allow always", kind: "allow_always" } satisfies PermissionOption]),
    { optionId: REJECT, name: "Reject", kind: "reject_once" },
  ];
  return {
    sessionId,
    toolCall: {
      toolCallId,
      title: questionText(question),
      kind: kindOf(question),
      status: "pending",
      ...(content.length > 0 ? { content } : {}),
      rawInput: question,
    },
    options,
  };
}

function kindOf(question: Question): ToolKind {
  switch (question.kind) {
    case "delete-outside-chat":
      return "delete";
    case "move-outside-chat":
      return "move";
    case "add-files":
    case "send-secret":
      return "read";
    case "architect-edit":
      return "think";
    default:
      return "edit";
  }
}

function keyOf(question: Question): string {
  if (question.kind === "add-files") return `${question.kind}:${question.paths.join("\n")}`;
  return "path" in question ? `${question.kind}:${question.path}` : question.kind;
}
