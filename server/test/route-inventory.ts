import Fastify, { type RouteOptions } from 'fastify';
import { app, serverDefaults, type AppOptions } from '../src/app.js';
import { defaultStaticPaths } from '../src/config.js';
import { testDatabase } from './helpers.js';

/** A JSON schema as the routes declare them (only what the tests read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: JsonSchema | JsonSchema[];
  minItems?: number;
  oneOf?: JsonSchema[];
  then?: JsonSchema;
  else?: JsonSchema;
}

/** One registered route of the whole app (DEMO on, so the /dev helpers are included). */
export interface InventoryRoute {
  method: string;
  url: string;
  /** `requireSession` is one of its onRequest hooks. */
  session: boolean;
  bodyLimit: number | undefined;
  schema: { body?: JsonSchema; querystring?: JsonSchema; params?: JsonSchema; response?: Record<string, JsonSchema> };
  /** `config.jsonp` (video platform). */
  jsonp: boolean;
}

export const routeKey = (route: Pick<InventoryRoute, 'method' | 'url'>) => `${route.method} ${route.url}`;

/**
 * Every route the app registers, collected with an `onRoute` hook on a Fastify instance that registers the
 * same app plugin as `createServer` (with DEMO on, and the real static folders, so the file routes exist).
 * Fastify's automatic HEAD twins of GET routes are left out (they run the GET route's handler). Tests iterate
 * this list, so a route added later is covered, or makes a test fail, without anyone editing the tests.
 */
export async function routeInventory(options: Partial<AppOptions> = {}): Promise<InventoryRoute[]> {
  // The same start-up limit as a real server: building the app takes more than avvio's 10 s on a busy machine.
  const server = Fastify({ pluginTimeout: serverDefaults.pluginTimeout });
  // Only the route definitions are wanted: no request is ever sent to this instance.
  server.setValidatorCompiler(() => () => true);
  server.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: InventoryRoute[] = [];
  server.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const onRequest = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    for (const method of methods) {
      routes.push({
        method,
        url: route.url,
        session: false,
        bodyLimit: route.bodyLimit,
        schema: (route.schema ?? {}) as InventoryRoute['schema'],
        jsonp: (route.config as { jsonp?: boolean } | undefined)?.jsonp === true,
        ...{ onRequest },
      } as InventoryRoute & { onRequest: unknown[] });
    }
  });
  const database = options.database ?? (await testDatabase(true));
  await server.register(app, { config: { demo: true, paths: defaultStaticPaths() }, database, ...options });
  await server.ready();
  const requireSession: unknown = server.requireSession;
  await server.close();
  if (!options.database) await database.close();
  const gets = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.url));
  return routes
    .filter((route) => !(route.method === 'HEAD' && gets.has(route.url)))
    .map((route) => {
      const { onRequest, ...rest } = route as InventoryRoute & { onRequest: unknown[] };
      return { ...rest, session: onRequest.includes(requireSession) };
    });
}

/** The areas where the session cookie authenticates (the learner API, docs/api.md "Conventions"). */
export const cookieAreas = ['/ddilearner/', '/sr/', '/api/', '/hb/', '/dev/'];
export const inCookieArea = (route: Pick<InventoryRoute, 'url'>) => cookieAreas.some((prefix) => route.url.startsWith(prefix));
export const stateChangingMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** A value of the right shape for each path parameter name the routes use (checked by bad-input.test.ts). */
export const paramSamples: Record<string, string> = {
  id: '1',
  courseId: '1',
  sceneId: '1',
  moduleId: '1',
  attemptId: '1',
  zero: '0',
  surveyId: '1',
  tourId: '1',
  dimensionId: '1',
  tickId: '1',
  unitId: '1',
  noteId: '1',
  type: 'video',
  key: 'welcome',
  phone: '+66810000001',
  appId: 'ddi-learner',
  vid: '0000000001demo0000000000000000001_0',
  file: 'index.m3u8',
  line: 'line1',
  level: 'sd',
  '*': 'index.html',
};

/** The route's URL with every parameter (and wildcard) replaced: by `values[name]`, else its sample. */
export function fillUrl(route: Pick<InventoryRoute, 'url'>, values: Record<string, string> = {}): string {
  return route.url
    .replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => values[name] ?? paramSamples[name] ?? '1')
    .replace(/\*$/, () => values['*'] ?? paramSamples['*'] ?? '');
}
