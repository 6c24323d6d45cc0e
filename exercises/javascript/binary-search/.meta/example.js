function find(sorted, value) {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] === value) return mid;
    if (sorted[mid] < value) low = mid + 1;
    else high = mid - 1;
  }
  throw new Error("Value not in array");
}

module.exports = { find };
