function flatten(list) {
  return list.flat(Infinity).filter((x) => x !== null && x !== undefined);
}

module.exports = { flatten };
