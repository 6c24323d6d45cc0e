// /web URL: fetches a page (time limit, size cap, HTML → Markdown) and adds it to the chat as a
// read-only file under .kerf/web/, so /ls shows it and /drop removes it like any other reference.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { stateDirRefusal } from "../../../trust/index.js";
import type * as WebPageModule from "../../web-page.js";
import { writeTextFile } from "../../write-text-file.js";
import type { Repl } from "../repl.js";
import type { Command } from "./command.js";

function fileNameFor(url: string): string {
  const { hostname, pathname } = new URL(url);
  const slug = `${hostname}${pathname}`.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "");
  return `${slug.slice(0, 80) || "page"}.md`;
}

async function web(repl: Repl, args: string): Promise<void> {
  const address = args.trim();
  if (address === "") {
    repl.term.err("/web needs a URL.");
    return;
  }
  const url = /^[a-z][a-z0-9+.-]*:/i.test(address) ? address : `https://${address}`;
  repl.term.out(`Fetching ${url} …`);
  // Loaded on first use: the HTML converter and its parser are not needed to start a session.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { fetchPage, WebPageError } = require("../../web-page.js") as typeof WebPageModule;
  try {
    const page = await fetchPage(url, { verifySsl: repl.session.settings.values.verifySsl !== false });
    const rel = `.kerf/web/${fileNameFor(page.url)}`;
    const abs = path.join(repl.session.root, rel);
    const kerfDir = path.join(repl.session.root, ".kerf");
    const refused =
      stateDirRefusal(kerfDir, ".kerf") ?? stateDirRefusal(path.join(kerfDir, "web"), ".kerf/web");
    if (refused) {
      repl.term.err(`${refused}; the page was not saved.`);
      return;
    }
    mkdirSync(path.dirname(abs), { recursive: true });
    const note = page.cut ? "\n\n(The page was longer; it was cut at the size limit.)\n" : "\n";
    const failed = writeTextFile(abs, `Content of ${page.url}:\n\n${page.markdown.trimEnd()}${note}`, {
      noFollow: true,
    });
    if (failed) {
      repl.term.err(`${failed}; the page was not added.`);
      return;
    }
    repl.coder.files.delete(rel);
    repl.coder.readOnlyFiles.add(rel);
    const size = `${page.markdown.length} characters${page.cut ? ", cut at the size limit" : ""}`;
    repl.term.out(`Added ${page.url} to the chat as ${rel} (read-only, ${size}).`);
  } catch (error) {
    if (!(error instanceof WebPageError)) throw error;
    repl.term.err(error.message);
  }
}

export const WEB_COMMANDS: Command[] = [
  {
    name: "web",
    usage: "URL",
    help: "fetch a web page and add it to the chat as read-only Markdown",
    run: web,
  },
];
