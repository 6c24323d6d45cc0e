// Shows text from an untrusted source (a reply's file name) with every C0/C1 control character and DEL
// written as a visible `\xNN` escape, so a name can be named without being obeyed by a terminal. Pure.

/* eslint-disable no-control-regex -- matching control characters is this file's whole job */
const CONTROL = /[\x00-\x1f\x7f-\x9f]/;
const CONTROLS = /[\x00-\x1f\x7f-\x9f]/g;

/** True when the text holds any C0 control (tab and newline included), DEL or C1 control. */
export function hasControl(text: string): boolean {
  return CONTROL.test(text);
}

/** `ok\x1b[2K.txt` (with a real ESC) → the ten visible characters `ok\x1b[2K.txt`. */
export function escapeControl(text: string): string {
  return text.replace(CONTROLS, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, "0")}`);
}
