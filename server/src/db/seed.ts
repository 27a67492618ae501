import { eq } from 'drizzle-orm';
import { hashPassword } from '../lib/password.js';
import type { Db } from './client.js';
import { seedLearning } from './learning-seed.js';
import { companies, memberships, users } from './schema.js';
import { seedVod } from './vod-seed.js';

/** The demo logins printed at start and documented in the README. */
export const demoLogins = [
  { username: 'demo', password: 'Demo@1234', displayName: 'Demo Learner', phone: '+66810000001', companies: ['ddi-th'] },
  {
    username: 'multi',
    password: 'Demo@1234',
    displayName: 'Multi Company Learner',
    phone: '+66810000002',
    companies: ['ddi-th', 'ddi-cn'],
  },
  // Has started nothing: one course with every step open (learning-seed.ts), for a first walk-through.
  { username: 'newcomer', password: 'Demo@1234', displayName: 'New Learner', phone: '+66810000003', companies: ['ddi-th'] },
  // Finished that course in March 2025, both tests included: its reports and its certificate (decision 0095).
  { username: 'graduate', password: 'Demo@1234', displayName: 'Nina Graduate', phone: '+66810000004', companies: ['ddi-th'] },
] as const;

const demoCompanies = [
  { code: 'ddi-th', name: 'DDI Thailand Co., Ltd.' },
  { code: 'ddi-cn', name: 'DDI China Ltd.' },
];

/**
 * Seeds the demo content: companies, the demo logins and their memberships. Idempotent: what exists is left
 * as it is (a user's password, phone and current company are never reset), what is missing is added.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(demoCompanies).onConflictDoNothing({ target: companies.code });
    const companyRows = await tx.select().from(companies);
    const companyId = (code: string) => {
      const row = companyRows.find((company) => company.code === code);
      if (!row) throw new Error(`demo company ${code} is missing`);
      return row.id;
    };
    for (const login of demoLogins) {
      const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, login.username));
      const user =
        existing ??
        (
          await tx
            .insert(users)
            .values({
              username: login.username,
              displayName: login.displayName,
              phone: login.phone,
              passwordHash: await hashPassword(login.password),
              currentCompanyId: companyId(login.companies[0]),
            })
            .returning({ id: users.id })
        )[0];
      if (!user) throw new Error(`demo user ${login.username} was not created`);
      await tx
        .insert(memberships)
        .values(login.companies.map((code) => ({ userId: user.id, companyId: companyId(code) })))
        .onConflictDoNothing();
    }
  });
  // The video catalogue first: the demo course files name its vids, and the import checks that they exist.
  await seedVod(db);
  await seedLearning(db);
}
