import fp from 'fastify-plugin';
import type { AssessmentConfig, DnaConfig } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { Assessments } from '../services/assessments.js';
import { CoursePageReads } from '../services/course-page-reads.js';
import { Dna } from '../services/dna.js';
import type { SmsTransport } from '../services/sms.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Now" for every rule that depends on time (injected by tests). */
    clock: Clock;
    /** Where login codes go: the DEMO outbox or a gateway. */
    smsTransport: SmsTransport;
    /** Pre-test, post-test and module 3 (issue 10): one instance for every route and the sweeper. */
    assessments: Assessments;
    /** The Leadership DNA (issue 11): one instance for every route and the sweeper. */
    dna: Dna;
    /** What the course pages read: content cached by version (decision 0062), learners' facts batched (decision 0082); one per instance. */
    coursePages: CoursePageReads;
  }
}

/** What the domain services are built from: the app options, never the environment. */
export interface ServicesOptions {
  clock: Clock;
  smsTransport: SmsTransport;
  assessments: AssessmentConfig;
  dna: DnaConfig;
}

/**
 * The domain services, built once from the typed app options and shared by every route plugin (decorators).
 * A new service is constructed here and declared above; routes never read `process.env`.
 */
export default fp<ServicesOptions>(
  async (app, options) => {
    const db = () => app.database.db;
    app.decorate('clock', options.clock);
    app.decorate('smsTransport', options.smsTransport);
    app.decorate('assessments', new Assessments(db, options.clock, options.assessments));
    app.decorate('dna', new Dna(db, options.clock, options.dna));
    app.decorate('coursePages', new CoursePageReads(db));
  },
  { name: 'services', dependencies: ['db'] },
);
