import { startServer as startBuiltServer } from '../scripts/lib.mjs';

/**
 * How long a test server may take to start. Its start (migrations and the demo seed on a fresh PGlite) is a few
 * CPU seconds, but CI runs it beside other runners on a loaded 2-core machine, where 60 s was once not enough
 * (the Firefox lane beside the element step, issue 26). No rule limits it: this only stops a hang.
 */
const START_TIMEOUT_MS = 300_000;

/**
 * Starts the built server on a free port with a throw-away database and the demo content, plus `env`
 * (e.g. a short assessment time limit). Resolves its base URL and a `stop` that waits for it to exit.
 */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { url, stop } = (await startBuiltServer(env, { timeoutMs: START_TIMEOUT_MS })) as { url: string; stop: () => Promise<unknown> };
  return { baseUrl: url, stop: async () => void (await stop()) };
}
