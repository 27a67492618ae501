import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Code, crossSiteMessages, fail } from '../lib/envelope.js';
import { isApiPath } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also takes its JSON as `text/plain` (`navigator.sendBeacon`): the CSRF defence then lets that
     * content type through (Origin and Fetch Metadata are still checked).
     */
    beaconBody?: boolean;
  }
}

/** Methods that change state; GET, HEAD and OPTIONS never do on this server. */
const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The content types a cross-site HTML form (or a CORS "simple" request) can send without a preflight. */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/** The origin `scheme://host[:port]` of a URL, normalised (lower case, default port dropped); undefined if unusable. */
function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * Why a state-changing call to a cookie-authenticated area must be refused, or undefined when it may go on.
 * The request's own origin uses Fastify's `protocol` and `host`, which honour `X-Forwarded-Proto` and
 * `X-Forwarded-Host` only when the proxy is trusted (TRUST_PROXY), as the cookie's `Secure` flag does.
 */
export function crossSiteReason(request: FastifyRequest): string | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return `Sec-Fetch-Site is ${fetchSite}`;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const own = originOf(`${request.protocol}://${request.host}`);
    if (own === undefined || originOf(origin) !== own) return `Origin ${origin} is not this server's`;
  }
  // A browser's request (it sends Origin or Fetch Metadata on every POST, PUT, PATCH and DELETE it makes today):
  // a body an HTML form could send is refused here. Without those headers (a non-browser client) the body
  // parser refuses it anyway (400, Unsupported Media Type), so nothing is written either way.
  const fromBrowser = origin !== undefined || fetchSite !== undefined || request.headers['sec-fetch-mode'] !== undefined;
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (fromBrowser && formTypes.includes(type) && !(type === 'text/plain' && request.routeOptions.config?.beaconBody === true)) {
    return `a ${type} body on a JSON call`;
  }
  return undefined;
}

/**
 * CSRF defence of the learner API (`/ddilearner`, `/sr`, `/api`, `/hb`, `/dev`: the areas where the session
 * cookie authenticates; decision 0016). A state-changing call is refused with HTTP 403 and the envelope
 * (code 403, message in the request's language), before the session or the body is looked at, when the
 * browser says it is cross-site or same-site (`Sec-Fetch-Site`), when an `Origin` header names another
 * origin, or when its body has a content type an HTML form can send (the learner API takes JSON only).
 * Requests without `Origin` and Fetch Metadata (non-browser clients, very old browsers) go on: their form-type
 * bodies are refused by the body parser (400), and the `SameSite=Lax` cookie keeps old browsers from sending
 * the session cross-site on a POST at all.
 * `/vod` is not covered: embedded players call it from any origin, without credentials, by design.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!stateChanging.has(request.method)) return;
      const path = request.url.split('?')[0] ?? '';
      if (!isApiPath(path)) return;
      const reason = crossSiteReason(request);
      if (reason === undefined) return;
      request.log.warn({ reason, url: path }, 'cross-site request refused');
      return reply.status(403).send(fail(Code.forbidden, request.language, crossSiteMessages[request.language]));
    });
  },
  { name: 'csrf', dependencies: ['language', 'errors'] },
);
