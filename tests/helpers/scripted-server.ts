// Test helper: runs a test body against a fresh scripted server and always closes it.
import { startScriptedServer, type ScriptedServer } from "../../replay/scripted-server";
import type { ScriptEntry } from "../../replay/script-step";

export async function withServer<T>(
  script: readonly ScriptEntry[],
  body: (server: ScriptedServer, errors: Error[]) => Promise<T>,
): Promise<T> {
  const errors: Error[] = [];
  const server = await startScriptedServer(script, { onError: (error) => errors.push(error) });
  try {
    return await body(server, errors);
  } finally {
    await server.close();
  }
}

/** The chat request bodies the server received, parsed. */
export function bodies(server: ScriptedServer): Record<string, unknown>[] {
  return server.requests.map((request) => request.body as Record<string, unknown>);
}
