import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { normalizePhone, phoneQuerySchema } from '../../lib/phone.js';
import * as smsOutbox from '../../repositories/sms-outbox.js';
import type { AnswerOf } from '../contract.js';
import { envelope } from '../schemas.js';

interface OutboxQuery {
  phone?: string;
}

/** At most this many messages are listed. */
const outboxLimit = 50;

const outboxSchema = {
  querystring: {
    type: 'object',
    properties: { phone: phoneQuerySchema },
  },
  response: {
    200: envelope({
      type: 'object',
      required: ['messages'],
      properties: {
        messages: {
          type: 'array',
          items: {
            type: 'object',
            required: ['phone', 'code', 'text', 'sentAt'],
            properties: {
              phone: { type: 'string' },
              /** Null for a notice, which has no code (decision 0105). */
              code: { type: ['string', 'null'] },
              text: { type: 'string' },
              sentAt: { type: 'string' },
            },
          },
        },
      },
    }),
  },
} as const;

/**
 * `GET /dev/sms-outbox?phone=` (DEMO only): the messages the outbox transport "sent", newest first: login codes,
 * and notices (`code: null`) such as the one after a password change.
 */
const smsOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: OutboxQuery }>('/sms-outbox', { schema: outboxSchema }, async (request) => {
    const phone = request.query.phone === undefined ? undefined : normalizePhone(request.query.phone);
    const messages = await smsOutbox.list(app.database.db, phone, outboxLimit);
    return okExactly<AnswerOf<typeof outboxSchema.response>>()({ messages: messages.map(({ phone, code, text, sentAt }) => ({ phone, code, text, sentAt: sentAt.toISOString() })) });
  });
};

export default smsOutboxRoutes;
