function flatten(list) {}

module.exports = { flatten };
