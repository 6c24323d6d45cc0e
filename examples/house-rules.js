// A kerf plugin with a layer transform (OpenCode's system transform): before each request it adds the
// team's house rules to the base-instructions layer and leaves the rest as it is. Load it with
// `kerf --plugin examples/house-rules.js`; `kerf --show-prompts --explain` marks the rewritten layer.
module.exports = function houseRules() {
  return {
    transformLayers(layers) {
      const base = layers.find((layer) => layer.name === "system");
      if (base) base.messages[0].content += "\n\nHouse rules: name things in full words; no abbreviations.";
      return layers;
    },
  };
};
