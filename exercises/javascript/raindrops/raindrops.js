function convert(n) {}

module.exports = { convert };
