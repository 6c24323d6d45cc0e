// Assembles tool calls from the pieces a stream delivers (an id and a name first, then the arguments in
// fragments), each piece counted against the reply cap. Shared by the three protocol readers.
import type { ToolCall } from "../core/tool-types.js";
import type { AttemptGuard } from "./attempt-guard.js";
import { ReplyCapError } from "./read-reply.js";

export class ToolCallParts {
  private readonly calls = new Map<string | number, ToolCall>();

  constructor(private readonly guard: AttemptGuard) {}

  /** Starts (or names) the call at `key`; later fields fill in what earlier chunks left out. */
  open(key: string | number, fields: Partial<ToolCall>): void {
    const call = this.calls.get(key) ?? { id: "", name: "", input: "", type: "function" };
    if (fields.id) call.id = fields.id;
    if (fields.name) call.name = fields.name;
    if (fields.type) call.type = fields.type;
    if (fields.input) this.append(call, fields.input);
    this.calls.set(key, call);
  }

  /** Adds an arguments fragment to the call at `key`. */
  add(key: string | number, fragment: string): void {
    const call = this.calls.get(key);
    if (call) this.append(call, fragment);
    else this.open(key, { input: fragment });
  }

  /** Replaces the call at `key` with its finished form (a done event carries the whole input). */
  finish(key: string | number, call: ToolCall): void {
    const known = this.calls.get(key);
    const added = Buffer.byteLength(call.input) - Buffer.byteLength(known?.input ?? "");
    if (added > 0 && !this.guard.count(added)) throw new ReplyCapError("reply too large");
    this.calls.set(key, { ...call, id: call.id || known?.id || "", name: call.name || known?.name || "" });
  }

  /** The calls in the order they were opened; undefined when there were none. A call the server sent
   *  without an id gets one, so its result can still answer it. */
  list(): ToolCall[] | undefined {
    if (this.calls.size === 0) return undefined;
    return [...this.calls.values()].map((call, index) =>
      call.id ? call : { ...call, id: `call_kerf_${index}` },
    );
  }

  private append(call: ToolCall, fragment: string): void {
    if (!this.guard.count(Buffer.byteLength(fragment))) throw new ReplyCapError("reply too large");
    call.input += fragment;
  }
}
