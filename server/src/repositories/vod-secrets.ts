import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vodSecrets } from '../db/video-schema.js';

/** The named secret, created (random, 32 bytes) by whichever instance asks first; every instance then reads the same. */
export async function getOrCreate(db: Db, name: string): Promise<string> {
  await db.insert(vodSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select().from(vodSecrets).where(eq(vodSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}
