function abbreviate(phrase) {
  return phrase
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^A-Za-z]/g, "")[0] ?? "")
    .join("")
    .toUpperCase();
}

module.exports = { abbreviate };
