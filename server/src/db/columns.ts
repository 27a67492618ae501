import { timestamp } from 'drizzle-orm/pg-core';

/** A `timestamp with time zone` column: every time the schema stores is one. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
