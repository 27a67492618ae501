import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.js';
import type { SmsTransport } from '../services/sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for every rule that depends on time (injected by tests). */
    clock: Clock;
    /** Where login codes go: the DEMO outbox or a gateway. */
    smsTransport: SmsTransport;
  }
}

/** Makes the clock and the SMS transport chosen by the app options available to every route. */
export default fp<{ clock: Clock; smsTransport: SmsTransport }>(
  async (app, { clock, smsTransport }) => {
    app.decorate('clock', clock);
    app.decorate('smsTransport', smsTransport);
  },
  { name: 'services' },
);
