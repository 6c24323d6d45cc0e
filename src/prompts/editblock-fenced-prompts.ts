// Prompts for the `diff-fenced` format: SEARCH/REPLACE blocks with the path as the fence's first line.
// The rules state what src/formats/editblock-fenced/ accepts; text only, no logic.
import { EditBlockPrompts, SEARCH_REPLACE_RULES } from "./editblock-prompts.js";

export class EditBlockFencedPrompts extends EditBlockPrompts {
  override readonly systemReminder: string =
    "# SEARCH/REPLACE blocks\n\n" +
    "Every change is a SEARCH/REPLACE block inside its own fence, written as these lines:\n" +
    "1. the opening fence: {fenceOpen};\n" +
    "2. the file's path, alone on its line, as the first line inside the fence;\n" +
    "3. <<<<<<< SEARCH\n" +
    "4. the lines to find in the file;\n" +
    "5. =======\n" +
    "6. the lines that replace them;\n" +
    "7. >>>>>>> REPLACE\n" +
    "8. the closing fence: {fenceClose}\n\n" +
    SEARCH_REPLACE_RULES;
}
