// The environment the demo's CLI child runs in: the caller's, minus whatever could point kerf at a
// real endpoint or change what it asks the model. Pure: the caller passes its environment in.

export type Env = Record<string, string | undefined>;

/** Variables that would send the request elsewhere or change it (KERF_MODEL, KERF_EDIT_FORMAT…), so
 * the recorded conversation would no longer fit. */
const DROPPED = /^(OPENAI_|KERF_|XDG_CONFIG_HOME$)/;

export interface ChildEnvOptions {
  /** An empty home folder: a user's ~/.kerf.conf.yml or ~/.gitconfig must not reach the demo. */
  home: string;
  /** Ask for colours although the child writes into a pipe (our stdout is a terminal). */
  color: boolean;
}

export function childEnv(env: Env, options: ChildEnvOptions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !DROPPED.test(name)) out[name] = value;
  }
  out.HOME = options.home;
  out.GIT_CONFIG_NOSYSTEM = "1";
  if (options.color && out.NO_COLOR === undefined) out.FORCE_COLOR = "1";
  else delete out.FORCE_COLOR;
  return out;
}
