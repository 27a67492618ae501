import { startServer } from './server.js';

/**
 * Starts the built server on a free port with a throw-away database and the demo content; the tests
 * read its address from E2E_BASE_URL. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { baseUrl, stop } = await startServer();
  process.env.E2E_BASE_URL = baseUrl;
  return stop;
}
