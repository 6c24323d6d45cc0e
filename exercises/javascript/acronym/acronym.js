function abbreviate(phrase) {}

module.exports = { abbreviate };
