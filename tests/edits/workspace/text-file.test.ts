import { isBinary } from "../../../src/core/binary";
import { decodeText, encodeText } from "../../../src/edits/workspace/text-file";

const bytes = (text: string) => new TextEncoder().encode(text);
const roundTrip = (raw: Uint8Array) => {
  const { text, style } = decodeText(raw);
  return Buffer.from(encodeText(text, style));
};

describe("decodeText / encodeText", () => {
  it("normalises CRLF to LF and restores it on encode", () => {
    const decoded = decodeText(bytes("a\r\nb\r\n"));
    expect(decoded).toEqual({ text: "a\nb\n", style: { bom: false, eol: "\r\n", finalNewline: true } });
    expect(Buffer.from(encodeText("a\nb\nc\n", decoded.style)).toString()).toBe("a\r\nb\r\nc\r\n");
  });

  it("adds a final newline internally and removes it again on encode", () => {
    const decoded = decodeText(bytes("x\ny"));
    expect(decoded).toEqual({ text: "x\ny\n", style: { bom: false, eol: "\n", finalNewline: false } });
    expect(Buffer.from(encodeText("x\nz\n", decoded.style)).toString()).toBe("x\nz");
  });

  it("keeps a UTF-8 BOM", () => {
    const raw = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes("héllo\n")]);
    const decoded = decodeText(raw);
    expect(decoded.text).toBe("héllo\n");
    expect(decoded.style.bom).toBe(true);
    expect(roundTrip(raw)).toEqual(Buffer.from(raw));
  });

  it("round-trips every combination byte for byte", () => {
    for (const raw of ["", "a", "a\n", "a\r\nb", "\ufeffa\r\n", "a\r\nb\r\n", "é€😀\n"]) {
      expect(roundTrip(bytes(raw)).toString()).toBe(raw);
    }
  });

  it("calls the majority line ending", () => {
    expect(decodeText(bytes("a\r\nb\r\nc\n")).style.eol).toBe("\r\n");
    expect(decodeText(bytes("a\nb\nc\r\n")).style.eol).toBe("\n");
  });
});

describe("isBinary", () => {
  it("spots a NUL byte in the first 8 KB only", () => {
    expect(isBinary(new Uint8Array([65, 0, 66]))).toBe(true);
    expect(isBinary(bytes("plain text"))).toBe(false);
    const late = new Uint8Array(9000).fill(65);
    late[8500] = 0;
    expect(isBinary(late)).toBe(false);
  });
});
