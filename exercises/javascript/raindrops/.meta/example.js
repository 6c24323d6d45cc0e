function convert(n) {
  const sound = (n % 3 ? "" : "Pling") + (n % 5 ? "" : "Plang") + (n % 7 ? "" : "Plong");
  return sound || String(n);
}

module.exports = { convert };
