function find(sorted, value) {}

module.exports = { find };
