export function slices(digits: string, length: number): string[] {
  if (length <= 0) throw new Error("slice length must be positive");
  if (length > digits.length) throw new Error("slice length cannot be greater than series length");
  const out: string[] = [];
  for (let i = 0; i + length <= digits.length; i++) out.push(digits.slice(i, i + length));
  return out;
}
