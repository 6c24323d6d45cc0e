// The one decision of what a terminal may receive: a state machine over the text that drops ESC
// sequences (CSI, OSC incl. OSC 52, DCS, SOS, PM, APC, two-byte escapes), BEL and every other C0/C1
// control except tab and newline. It keeps its state between pushes, so a sequence split over two
// streamed chunks ("\x1b]52;c;" + "aGVsbG8=\x07", "\x1b[" + "31m") leaves nothing of its tail on the
// screen. Nothing inside a sequence is ever shown, so nothing needs holding back. Pure; linear.

const enum State {
  Ground,
  /** After ESC. */
  Escape,
  /** ESC followed by intermediate bytes (0x20–0x2f), waiting for the final byte. */
  EscapeIntermediate,
  /** After ESC [ or CSI (0x9b): parameter and intermediate bytes until a final byte. */
  Csi,
  /** Inside an OSC / DCS / SOS / PM / APC string: runs to BEL, ST (ESC \) or 0x9c. */
  String,
  /** ESC inside a string: `\` ends it (ST). */
  StringEscape,
}

const ESC = 0x1b;
const BEL = 0x07;

/** Starts of the string sequences after ESC: ] (OSC), P (DCS), X (SOS), ^ (PM), _ (APC). */
const STRING_AFTER_ESC = new Set([0x5d, 0x50, 0x58, 0x5e, 0x5f]);
/** The same as single C1 bytes. */
const STRING_C1 = new Set([0x9d, 0x90, 0x98, 0x9e, 0x9f]);

const isControl = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);

export class ControlStripper {
  private state = State.Ground;

  /** The printable part of `text`, given everything pushed before it. */
  push(text: string): string {
    let out = "";
    let runStart = -1;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (this.state === State.Ground && !isControl(code)) {
        if (runStart < 0) runStart = i;
        continue;
      }
      if (runStart >= 0) {
        out += text.slice(runStart, i);
        runStart = -1;
      }
      // A byte that ends a sequence without belonging to it is shown (or judged) in the ground state.
      if (!this.step(code) && !isControl(code)) runStart = i;
    }
    if (runStart >= 0) out += text.slice(runStart);
    return out;
  }

  /** Ends the stream: an unfinished sequence is dropped, and the next push starts clean. */
  end(): string {
    this.state = State.Ground;
    return "";
  }

  /** Consumes `code`; false when it is not part of any sequence and is to be treated as ground text. */
  private step(code: number): boolean {
    switch (this.state) {
      case State.Ground:
        return this.start(code);
      case State.Escape:
        if (code === 0x5b) this.state = State.Csi;
        else if (STRING_AFTER_ESC.has(code)) this.state = State.String;
        else if (code >= 0x20 && code <= 0x2f) this.state = State.EscapeIntermediate;
        else if (code >= 0x30 && code <= 0x7e) this.state = State.Ground;
        else return this.restart(code);
        return true;
      case State.EscapeIntermediate:
        if (code >= 0x30 && code <= 0x7e) this.state = State.Ground;
        else if (code < 0x20 || code > 0x2f) return this.restart(code);
        return true;
      case State.Csi:
        if (code >= 0x40 && code <= 0x7e) this.state = State.Ground;
        else if (code < 0x20 || code > 0x3f) return this.restart(code);
        return true;
      case State.String:
        if (code === BEL || code === 0x9c) this.state = State.Ground;
        else if (code === ESC) this.state = State.StringEscape;
        return true;
      case State.StringEscape:
        if (code === 0x5c) this.state = State.Ground;
        else if (code !== ESC) this.state = State.String;
        return true;
    }
  }

  /** A sequence cut short by `code`: the sequence is dropped and `code` starts over in the ground state. */
  private restart(code: number): boolean {
    this.state = State.Ground;
    return this.start(code);
  }

  /** In the ground state: does `code` start a sequence? Other controls are dropped by the caller. */
  private start(code: number): boolean {
    if (code === ESC) this.state = State.Escape;
    else if (code === 0x9b) this.state = State.Csi;
    else if (STRING_C1.has(code)) this.state = State.String;
    else return false;
    return true;
  }
}
