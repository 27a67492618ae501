import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { routeInventory } from './route-inventory.js';

/** Every route the server registers (DEMO on, so the /dev readers count too), as `METHOD /path/{param}`. */
async function registeredRoutes(): Promise<string[]> {
  const routes = (await routeInventory()).filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
  return [...new Set(routes.map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1')}`))].sort();
}

/** Static files and redirects are described once in docs/api.md's conventions, not one heading each. */
const notApiCalls = /^GET \/(pc|player|demo|media)?(\/\*)?$|^GET \/(pc|demo)$/;

/**
 * The `METHOD /path` pairs docs/api.md names: on any line that has a backticked method (`` `GET /a` ``,
 * `` `GET` and `POST /a` ``, `` `GET /a`, `/b` ``), every path on that line, without its query.
 */
function documentedCalls(markdown: string): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  for (const line of markdown.split('\n')) {
    const methods = [...line.matchAll(/`(GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]!);
    const paths = [...line.matchAll(/(?<![\w.])(\/[A-Za-z{][^\s`,?)]*)/g)].map((match) => match[1]!.replace(/(.)\/$/, '$1'));
    for (const method of methods) for (const path of paths) calls.push({ method, path });
  }
  return calls;
}

/** A route's path as a pattern: each `{param}` stands for whatever the docs write there (`{vid}.json`, `0`, …). */
function routePattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

describe('docs/api.md documents every server call', () => {
  it('every registered route is named with its method and path', async () => {
    const documented = documentedCalls(await readFile(new URL('../../docs/api.md', import.meta.url), 'utf8'));
    const routes = (await registeredRoutes()).filter((route) => !notApiCalls.test(route));
    expect(routes.length).toBeGreaterThan(50);
    const undocumented = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      const pattern = routePattern(path);
      return !documented.some((call) => call.method === method && pattern.test(call.path));
    });
    expect(undocumented).toEqual([]);
  });
});
