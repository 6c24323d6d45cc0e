// The short block printed at start: models, where the edit format came from, git, repo map, each
// instruction source by its real name, and the MCP servers configured (when there are any).
// Reads git and the file list only to describe them; changes nothing.
import path from "node:path";
import type { LoadedInstructionFile } from "../instructions/load-instructions.js";
import { isInside } from "../trust/index.js";
import { chatFileLists } from "./chat-files-text.js";
import { mapRefreshMode } from "./map-refresh.js";
import { mcpServersAtStart, mcpStartText } from "./mcp-start-line.js";
import { describeEndpoint, resolveEndpoint } from "../llm/endpoint.js";
import { wireTools } from "../llm/tool-choice.js";
import { PROTOCOL_TITLES } from "../llm/protocol.js";
import { formatTokens } from "../models/format-tokens.js";
import { usesEditor } from "../formats/registry.js";
import { roleModels } from "../models/model-roles.js";
import { withinSubtree } from "../repomap/discover-files.js";
import type { Session } from "./setup.js";
import type { Terminal } from "./terminal.js";

const LABEL_WIDTH = 13;

/** Async because the git state and the map's file count are read fresh; callers must await it. */
export async function printBanner(session: Session, term: Terminal): Promise<void> {
  const [gitText, mapText] = await Promise.all([gitLine(session), mapLine(session)]);
  const { color } = term;
  const line = (label: string, value: string) => term.out(`${color.dim(label.padEnd(LABEL_WIDTH))}${value}`);
  const { model, weakModel } = roleModels(session.coder.options);
  const main = describeEndpoint({ ...session.endpoint, model: model.expanded });
  line("model", `${main} · edit format ${session.coder.editFormat} (${session.formatAtStart.source})`);
  const route = protocolText(session, model.expanded, session.settings.values.verbose === true);
  if (route) line("protocol", route);
  const tools = toolsText(session, model.expanded);
  if (tools) line("tools", tools);
  line("weak model", roleText(session, weakModel.expanded));
  line("editor model", editorText(session));
  line("git", gitText);
  line("repo map", mapText);
  const { editable, readOnly } = chatFileLists(session.coder);
  line("chat files", editable.length > 0 ? editable.join(" ") : "none");
  if (readOnly.length > 0) line("read-only", readOnly.join(" "));
  for (const file of session.instructions.loaded) {
    const cut = file.cut ? color.yellow(` (cut to fit the budget from ${file.fileBytes})`) : "";
    line("instructions", `${sourceText(file, session.io.cwd, session.root)} · ${file.bytes} bytes${cut}`);
  }
  if (session.plugins.length > 0) line("plugins", session.plugins.join(", "));
  const servers = mcpStartText(mcpServersAtStart(session.mcp), {
    cwd: session.io.cwd,
    home: session.env.HOME,
  });
  if (servers) line("mcp servers", servers);
}

/** Each source by what it really is: a project file relative to cwd, a config entry, a URL, the global file. */
function sourceText(file: LoadedInstructionFile, cwd: string, root: string): string {
  const inProject = () => isInside(root, file.path) && path.relative(cwd, file.path) !== "";
  const relative = () => path.relative(cwd, file.path).split(path.sep).join("/");
  switch (file.kind) {
    case "project":
      return relative();
    case "config":
      return `${inProject() ? relative() : file.label} (config instructions)`;
    case "url":
      return `${file.path} (config instructions)`;
    case "global":
      return `${file.label} (global)`;
    case "inline":
      return file.label;
  }
}

/** "Anthropic Messages" (with --verbose, "· POST https://…/v1/messages"); "" when no client can be
 *  built yet (a missing key is named on the model line). */
export function protocolText(session: Session, model: string, withUrl: boolean): string {
  try {
    const route = session.llm().route?.(model, session.coder.options.model.settings.api);
    if (!route) return "";
    return `${PROTOCOL_TITLES[route.protocol]}${withUrl ? ` · POST ${route.endpointUrl}` : ""}`;
  } catch {
    return "";
  }
}

/** The tools a tool-call format's requests offer for `model`, as they go on the wire ("" for a text format). */
export function toolsText(session: Session, model: string): string {
  const offer = session.coder.format.tools;
  if (!offer) return "";
  try {
    const { settings } = session.coder.options.model;
    const route = session.llm().route?.(model, settings.api);
    const wire = route && wireTools(offer, route.protocol, settings.nativeTools);
    if (!wire) return "";
    if (wire.kind === "native") return `${wire.tool.type} (the provider's own tool type)`;
    return `${wire.functions.map((tool) => tool.name).join(", ")} (JSON functions)`;
  } catch {
    return "";
  }
}

function editorText(session: Session): string {
  const format = session.coder.options.editorEditFormat;
  const used = usesEditor(session.coder.editFormat) ? "" : " (used by --architect)";
  const { editorModel } = roleModels(session.coder.options);
  return `${roleText(session, editorModel.expanded)}${format ? ` · edit format ${format}` : ""}${used}`;
}

/** A role model's name as sent; its route too when it goes elsewhere than the main model. */
function roleText(session: Session, name: string): string {
  const routeOf = (model: string) => {
    try {
      const endpoint = resolveEndpoint({ ...session.endpoint, model });
      return { via: endpoint.via, sent: endpoint.model ?? model };
    } catch {
      return { via: "", sent: model };
    }
  };
  const role = routeOf(name);
  if (role.via === routeOf(session.coder.options.model.expanded).via) return role.sent;
  return describeEndpoint({ ...session.endpoint, model: name });
}

async function gitLine(session: Session): Promise<string> {
  if (!session.git) return "none — commits and undo are off (not a git repository, or --no-git)";
  const dirty = await (session.atStart.dirty ?? session.git.dirtyFiles().catch(() => null));
  // Only a tree with nothing to report may be a repository with no commits yet: one more git call then.
  const born = dirty !== null && dirty.length > 0 ? true : await session.git.hasCommits().catch(() => true);
  const commits = session.settings.values.autoCommits === false ? ", auto-commits off" : "";
  return `${session.git.root} · ${dirtyText(dirty, born)}${commits}`;
}

/** `born`: the repository has a commit; before the first one nothing is "clean" (or changed). */
function dirtyText(dirty: string[] | null, born: boolean): string {
  if (!born) return "no commits yet";
  if (dirty === null) return "status unknown";
  if (dirty.length === 0) return "clean";
  return `${dirty.length} ${dirty.length === 1 ? "file" : "files"} with uncommitted changes`;
}

async function mapLine(session: Session): Promise<string> {
  if (!session.repoMap) return "off (--map-tokens 0)";
  // The coder's own decision, so the block says what its requests carry (the context coder sends a
  // map to a model that otherwise gets none, as Aider's does).
  const ceiling = session.coder.mapCeiling();
  if (ceiling <= 0) return `off (${session.coder.options.model.name} is sent none; --map-tokens N sends one)`;
  const subtreeOnly = session.settings.values.subtreeOnly === true ? session.io.cwd : undefined;
  const files = await projectFiles(session, subtreeOnly);
  const count = files === null ? "files unknown" : `${files.length} ${files.length === 1 ? "file" : "files"}`;
  const refresh = mapRefreshMode(session.settings);
  return `${count}, up to ${formatTokens(ceiling)} tokens, ${refresh} refresh`;
}

/** The map's files: the project's list asked at start, narrowed to the subtree. */
async function projectFiles(session: Session, subtreeOnly: string | undefined): Promise<string[] | null> {
  const listed = await session.atStart.files();
  return listed && withinSubtree(listed, session.root, subtreeOnly);
}
