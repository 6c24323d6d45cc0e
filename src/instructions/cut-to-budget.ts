// Cuts text to a byte budget at a line boundary, so no instruction is left half a line long.
// Pure; sizes are UTF-8 bytes, the unit the budget is stated in.

export interface CutResult {
  text: string;
  bytes: number;
  cut: boolean;
}

export function cutToBudget(text: string, budgetBytes: number): CutResult {
  const bytes = Buffer.byteLength(text, "utf8");
  if (bytes <= budgetBytes) return { text, bytes, cut: false };
  let kept = "";
  let keptBytes = 0;
  for (const line of text.split(/(?<=\n)/)) {
    const lineBytes = Buffer.byteLength(line, "utf8");
    if (keptBytes + lineBytes > budgetBytes) break;
    kept += line;
    keptBytes += lineBytes;
  }
  return { text: kept, bytes: keptBytes, cut: true };
}
