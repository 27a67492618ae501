import fastifyHelmet from '@fastify/helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy directives of the learner app's and the demo's HTML documents (docs/decisions/0017).
 * Everything is served from this origin; each allowance beyond `'self'` names who needs it.
 */
export const contentSecurityPolicyDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // Module scripts from this origin only, no eval (React, Lit, hls.js and dash.js need none). One inline script, by
  // its hash: the learner app's theme boot in learner-app/index.html (decision 0101), which sets light or dark (the
  // learner's choice, else the device's) before the first paint. Changing that script changes its hash:
  // server/test/security-headers.test.ts checks that this one is the hash of every inline script of that document.
  'script-src': ["'self'", "'sha256-byuc5E3pAVpE6kH4zBFWzvRg8e+HVTVE/ddkRtUAhiQ='"],
  // Stylesheets from this origin only, no 'unsafe-inline' at all: Lit's shadow styles (the marquee's too) are
  // constructed sheets (adoptedStyleSheets), which the policy does not govern; the player's dynamic styles and
  // React's `style={…}` props are set through the CSSOM (`style.setProperty`), which it allows.
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  // hls.js and dash.js play through Media Source Extensions: the <video> source is a blob: URL.
  'media-src': ["'self'", 'blob:'],
  // hls.js runs its transmuxer in a Web Worker made from a blob: URL (enableWorker).
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** True for the responses that get the page policy: HTML documents of the learner app and the demo. */
function isProtectedPage(request: FastifyRequest, reply: FastifyReply): boolean {
  // A prefix of the path is a prefix of the URL with its query: no need to cut the query off first.
  if (!request.url.startsWith('/pc/') && !request.url.startsWith('/demo/')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && type.startsWith('text/html');
}

/** Helmet's headers we do not send: everything but the two every response carries (see below). */
const offByDefault = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

/**
 * Security headers, by `@fastify/helmet`. Every response: `X-Content-Type-Options: nosniff` and a referrer policy
 * that sends only the origin to other sites. The HTML documents of `/pc/` (including the SPA fallback) and
 * `/demo/`: the CSP above and `X-Frame-Options: SAMEORIGIN` (for browsers without `frame-ancestors`), added when
 * the answer is known to be HTML. `/player/` and `/media/` carry no framing restriction: the player is embedded on
 * other sites.
 */
export default fp(
  async (app) => {
    await app.register(fastifyHelmet, { ...offByDefault, referrerPolicy: { policy: 'strict-origin-when-cross-origin' } });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isProtectedPage(request, reply)) {
        reply.helmet({
          contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicyDirectives },
          xFrameOptions: { action: 'sameorigin' },
        });
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
