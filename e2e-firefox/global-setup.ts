import type { TestProject } from 'vitest/node';
import { startServer } from '../e2e/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The base URL of the server global-setup.ts started, e.g. `http://127.0.0.1:40123`. */
    baseUrl: string;
  }
}

/**
 * Starts the built server on a free port with a throw-away database and the demo content (e2e/server.ts, as
 * for the Playwright suite) and gives the tests its address (`inject('baseUrl')`). Returns the teardown.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { baseUrl, stop } = await startServer();
  project.provide('baseUrl', baseUrl);
  return stop;
}
