// repo_map: kerf's ranked map of a project at a token budget, for focus files and a request's words, with
// why each entry ranks (the ranker's own reasons: RankedEntry.why). One RepoMap per root, kept while the
// server runs (its index is reused while no file changed); its caches live outside the project.
import { existsSync } from "node:fs";
import path from "node:path";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { mentionsIn } from "../coders/chat-context.js";
import { RepoMap } from "../repomap/repo-map.js";
import type { RepoMapEvent } from "../repomap/repo-map-events.js";
import { checkBytes, MCP_LIMITS } from "./limits.js";
import { projectFiles } from "./project-files.js";
import { resolveRoot } from "./root.js";
import { ToolRefusal, toolData } from "./tool-result.js";
import { ROOT_ARGUMENT, type ToolContext } from "./tool-context.js";

export const DEFAULT_MAP_BUDGET = 1024;

export const REPO_MAP_INPUT = {
  root: ROOT_ARGUMENT,
  files: z
    .array(z.string())
    .optional()
    .describe("Focus files, relative to root: they personalise the ranking and are left out of the map."),
  request: z
    .string()
    .optional()
    .describe("The request in the user's words: its terms rank files, and names in it count as mentions."),
  budget: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      `The token ceiling the map never exceeds; default ${DEFAULT_MAP_BUDGET}, at most ${MCP_LIMITS.budgetTokens}.`,
    ),
};

export const REPO_MAP_DESCRIPTION =
  "kerf's repo map of root: the files and definitions most relevant to the focus files and the request, " +
  "ranked (PageRank over references, personalised by the focus files, mentioned names and the request's " +
  "words) and cut to fit a hard token budget. Returns the map text, its token count, and every entry shown " +
  "with its score and why it ranked (personalisation reasons, the file's rank, referencers and definers). " +
  "Reads the project; writes nothing in it.";

interface RepoMapArgs {
  root?: string | undefined;
  files?: string[] | undefined;
  request?: string | undefined;
  budget?: number | undefined;
}

/** Roots whose map is kept in memory; the oldest is let go past this (its caches stay on disk). */
const KEPT_ROOTS = 8;

/** The server's maps, one per root, with the warnings of the call in progress. */
export class RepoMaps {
  private readonly maps = new Map<string, { map: RepoMap; events: RepoMapEvent[] }>();

  constructor(private readonly context: ToolContext) {}

  /** The root's map (made on first use) and a fresh list its warnings go to. */
  forRoot(root: string): { map: RepoMap; events: RepoMapEvent[] } {
    let entry = this.maps.get(root);
    if (!entry) {
      const events: RepoMapEvent[] = [];
      const map = new RepoMap({
        root,
        cacheDir: this.context.cacheDirFor(root),
        git: existsSync(path.join(root, ".git")),
        reporter: (event) => entry?.events.push(event),
      });
      entry = { map, events };
      this.maps.set(root, entry);
      const oldest = this.maps.keys().next().value;
      if (this.maps.size > KEPT_ROOTS && oldest !== undefined) this.maps.delete(oldest);
    }
    entry.events.length = 0;
    return entry;
  }
}

export async function repoMapTool(
  args: RepoMapArgs,
  context: ToolContext,
  maps: RepoMaps,
): Promise<CallToolResult> {
  const request = args.request ?? "";
  checkBytes("request", request, MCP_LIMITS.requestBytes);
  const budget = args.budget ?? DEFAULT_MAP_BUDGET;
  if (budget > MCP_LIMITS.budgetTokens)
    throw new ToolRefusal(
      `budget is ${budget} tokens, over the limit of ${MCP_LIMITS.budgetTokens}: refused`,
    );
  const root = await resolveRoot(args.root, context.cwd);
  const chatFiles = projectFiles("files", root, args.files);
  const mentions = mentionsIn(request);
  const { map, events } = maps.forRoot(root);
  const result = await map.getRepoMap({
    chatFiles,
    mentionedFiles: mentions.files,
    mentionedIdents: mentions.idents,
    ...(request !== "" ? { requestText: request } : {}),
    maxTokens: budget,
  });
  const { stats } = result;
  return toolData({
    root,
    budget,
    tokens: result.tokens,
    map: result.text,
    entries: result.entries.map((entry) => ({
      path: entry.path,
      ...(entry.name !== undefined ? { name: entry.name } : {}),
      score: entry.score,
      why: {
        file_rank: entry.why.fileRank,
        personalisation: entry.why.personalisation,
        ...(entry.why.nameWeight !== undefined ? { name_weight: entry.why.nameWeight } : {}),
        ...(entry.why.definers !== undefined ? { definers: entry.why.definers } : {}),
        ...(entry.why.referencers !== undefined ? { referencers: entry.why.referencers } : {}),
      },
    })),
    stats: {
      files: stats.files,
      ranked_entries: stats.rankedEntries,
      parsed: stats.parsed,
      cached: stats.cached,
    },
    notes: events.flatMap((event) =>
      event.type === "warning"
        ? [event.detail]
        : event.type === "file-skipped"
          ? [`${event.path}: ${event.reason}`]
          : [],
    ),
  });
}
