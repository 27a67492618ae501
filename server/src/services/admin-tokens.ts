import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { vodSecrets } from '../db/video-schema.js';

/** `ddi_admin_<id>_<secret>`: the id finds the stored hash, the secret is 32 random bytes (base64url). */
const tokenPattern = /^ddi_admin_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const rowName = (id: string) => `admin-token:${id}`;
const hash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Creates an admin token and stores only its SHA-256 (a random 256-bit secret needs no slow hash), in the
 * server-side secrets table. The token itself is returned once and kept nowhere.
 */
export async function createAdminToken(db: Db): Promise<string> {
  const id = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await db.insert(vodSecrets).values({ name: rowName(id), value: hash(secret) });
  return `ddi_admin_${id}_${secret}`;
}

/** Whether a presented token is one of the stored ones (compared in constant time). */
export async function isAdminToken(db: Db, token: string): Promise<boolean> {
  const match = tokenPattern.exec(token);
  if (!match) return false;
  const [, id = '', secret = ''] = match;
  const [row] = await db.select().from(vodSecrets).where(eq(vodSecrets.name, rowName(id)));
  if (!row) return false;
  return timingSafeEqual(Buffer.from(row.value, 'hex'), Buffer.from(hash(secret), 'hex'));
}
