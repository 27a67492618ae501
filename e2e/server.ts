import { startServer as startBuiltServer } from '../scripts/lib.mjs';

/**
 * Starts the built server on a free port with a throw-away database and the demo content, plus `env`
 * (e.g. a short assessment time limit). Resolves its base URL and a `stop` that waits for it to exit.
 */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const { url, stop } = (await startBuiltServer(env)) as { url: string; stop: () => Promise<unknown> };
  return { baseUrl: url, stop: async () => void (await stop()) };
}
