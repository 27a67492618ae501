import type { FastifyPluginAsync } from 'fastify';
import { okExactly } from '../../lib/envelope.js';
import { normalizePhone, phoneSchema } from '../../lib/phone.js';
import { sendLoginCode, smsCodeRules } from '../../services/sms.js';
import { smsSendResponse } from '../account-schemas.js';
import type * as contract from '../contract.js';
import { accountBodyLimit } from '../schemas.js';

interface SendBody {
  phone: string;
}

const sendSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['phone'],
    properties: { phone: phoneSchema },
  },
  response: smsSendResponse,
} as const;

/** `POST /api/sms/send` (spec): a 6-digit login code, rate-limited; DEMO sends it to the outbox. */
const sms: FastifyPluginAsync = async (app) => {
  app.post<{ Body: SendBody }>('/sms/send', { schema: sendSchema, bodyLimit: accountBodyLimit }, async (request) => {
    await sendLoginCode(app.database.db, app.clock, app.smsTransport, {
      phone: normalizePhone(request.body.phone),
      address: request.ip,
      language: request.language,
    });
    return okExactly<contract.SmsSent>()({ resendAfter: smsCodeRules.resendAfterSeconds });
  });
};

export default sms;
