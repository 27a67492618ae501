import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiFailure, Code } from '../lib/envelope.js';
import { SessionCache } from '../lib/session-cache.js';
import { isSessionToken, sha256Hex } from '../lib/tokens.js';
import * as sessions from '../repositories/sessions.js';
import { dummyPasswordHash, sessionRules, type StartedSession } from '../services/login.js';

/** The session cookie of docs/api.md. */
export const sessionCookieName = 'ddi_session';

export interface SessionUser {
  userId: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * `onRequest` hook of the calls marked "session": loads the session of the cookie into
     * `request.sessionUser` in one database round trip, or answers code 106. It runs before the body is
     * parsed and validated, so a logged-out client always gets 106.
     */
    requireSession: onRequestAsyncHookHandler;
    /** Valid sessions found recently (`sessionRules.cacheMs`); logout and login forget theirs. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Set by `requireSession`. */
    sessionUser: SessionUser | null;
    /** The session user; code 106 when the route has no valid session. */
    requireUser(): SessionUser;
    /** The token of the session cookie when it has the shape of one. */
    sessionToken(): string | undefined;
  }
  interface FastifyReply {
    /** Sets the session cookie: persistent for 30 days with "remember me", else a browser-session cookie. */
    setSessionCookie(session: StartedSession): FastifyReply;
    clearSessionCookie(): FastifyReply;
  }
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' };
}

/** Sessions: the cookie, the `requireSession` hook and `request.requireUser()`. Needs @fastify/cookie. */
export default fp(
  async (app) => {
    // Computed now so that the first login with an unknown user name is not slower than the others.
    await dummyPasswordHash();

    app.decorateRequest('sessionUser', null);
    app.decorateRequest('requireUser', function (this: FastifyRequest): SessionUser {
      if (!this.sessionUser) throw new ApiFailure(Code.sessionInvalid);
      return this.sessionUser;
    });
    app.decorateRequest('sessionToken', function (this: FastifyRequest): string | undefined {
      const token = this.cookies[sessionCookieName];
      return isSessionToken(token) ? token : undefined;
    });

    app.decorateReply('setSessionCookie', function (this: FastifyReply, session: StartedSession): FastifyReply {
      const lifetime = session.remember ? { maxAge: sessionRules.rememberedMs / 1000, expires: session.expiresAt } : {};
      return this.setCookie(sessionCookieName, session.token, { ...cookieOptions(this.request), ...lifetime });
    });
    app.decorateReply('clearSessionCookie', function (this: FastifyReply): FastifyReply {
      return this.clearCookie(sessionCookieName, cookieOptions(this.request));
    });

    const cache = new SessionCache(sessionRules.cacheMs);
    app.decorate('sessionCache', cache);
    app.decorate('requireSession', async function (request: FastifyRequest): Promise<void> {
      const token = request.sessionToken();
      // The cookie is left alone: in one browser a late answer to a request made with the old cookie
      // would otherwise delete the cookie of a login made meanwhile in another tab.
      if (!token) throw new ApiFailure(Code.sessionInvalid);
      const now = app.clock.now();
      const cached = cache.get(token, now);
      if (cached) {
        request.sessionUser = cached;
        return;
      }
      const found = await sessions.lookup(app.database.db, sha256Hex(token), now, sessionRules.touchEveryMs);
      if (!found?.valid) throw new ApiFailure(Code.sessionInvalid);
      request.sessionUser = { userId: found.userId, sessionId: found.sessionId };
      cache.set(token, request.sessionUser, now);
    });
  },
  { name: 'auth', dependencies: ['db', 'services', '@fastify/cookie'] },
);
