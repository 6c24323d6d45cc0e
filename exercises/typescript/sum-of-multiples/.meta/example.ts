export function sum(factors: number[], limit: number): number {
  let total = 0;
  for (let n = 1; n < limit; n++) if (factors.some((f) => f !== 0 && n % f === 0)) total += n;
  return total;
}
