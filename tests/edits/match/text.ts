// Test helper: a whole-line LF text from its lines.
export const text = (...lines: string[]): string => lines.map((line) => `${line}\n`).join("");
