export function clean(input: string): string {
  if (/[a-z]/i.test(input)) throw new Error("Letters not permitted");
  let digits = input.replace(/[\s.()+-]/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length !== 10 || !/^\d+$/.test(digits)) throw new Error("Incorrect number of digits");
  if (digits[0] === "0" || digits[0] === "1") throw new Error("Invalid area code");
  if (digits[3] === "0" || digits[3] === "1") throw new Error("Invalid exchange code");
  return digits;
}
