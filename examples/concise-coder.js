// A kerf plugin: a custom coder that speaks SEARCH/REPLACE blocks but asks the model to keep every
// block minimal and to explain nothing. Load it with `kerf --plugin examples/concise-coder.js
// --edit-format diff-concise`, or call the default export with kerf's API from your own code.
module.exports = function registerConciseCoder(kerf) {
  class ConcisePrompts extends kerf.EditBlockPrompts {
    constructor() {
      super();
      // The parser stays the diff one (see ConciseCoder.format): only the words the model reads change.
      this.mainSystem +=
        "\n\nKeep every SEARCH section as small as it can be while still matching one place, and write no prose: reply with blocks only.";
    }
  }

  class ConciseCoder extends kerf.EditBlockCoder {
    // The diff format's parser and renderer, under a new name, with its own prompts.
    static format = { ...kerf.editBlockFormat, name: "diff-concise", prompts: () => new ConcisePrompts() };
  }

  kerf.registerCoder(ConciseCoder);
};
