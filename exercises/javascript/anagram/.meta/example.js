function findAnagrams(word, candidates) {
  const key = (w) => w.toLowerCase().split("").sort().join("");
  return candidates.filter((c) => c.toLowerCase() !== word.toLowerCase() && key(c) === key(word));
}

module.exports = { findAnagrams };
