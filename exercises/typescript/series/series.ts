export function slices(digits: string, length: number): string[] {
  return [];
}
