// Finds every window of a file whose per-line keys equal a SEARCH's keys. The shared engine of the
// normalising stages; knows nothing about what the keys mean.

/** 0-based start of every window at or after `from` where all keys are equal. */
export function findKeyMatches(
  fileKeys: readonly string[],
  searchKeys: readonly string[],
  from: number,
): number[] {
  const m = searchKeys.length;
  const starts: number[] = [];
  if (m === 0) return starts;
  const first = searchKeys[0];
  for (let s = from; s + m <= fileKeys.length; s++) {
    if (fileKeys[s] !== first) continue;
    let i = 1;
    while (i < m && fileKeys[s + i] === searchKeys[i]) i++;
    if (i === m) starts.push(s);
  }
  return starts;
}
