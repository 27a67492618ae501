import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLanguage, type ApiLanguage } from '../lib/language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's API language (`lang` query, then Accept-Language, else EN). */
    readonly language: ApiLanguage;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', {
      getter(this: FastifyRequest) {
        const query = this.query as Record<string, unknown> | undefined;
        return requestLanguage(query?.lang, this.headers['accept-language']);
      },
    });
  },
  { name: 'language' },
);
