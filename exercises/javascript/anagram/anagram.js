function findAnagrams(word, candidates) {}

module.exports = { findAnagrams };
