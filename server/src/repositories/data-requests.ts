import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dataRequests, type DataRequestStatus, type DataRequestType } from '../db/schema.js';

export interface NewDataRequest {
  userId: number;
  companyId: number | null;
  type: DataRequestType;
  text: string;
  createdAt: Date;
  dueAt: Date;
}

export interface StoredDataRequest {
  id: number;
  type: DataRequestType;
  text: string;
  status: DataRequestStatus;
  createdAt: Date;
  dueAt: Date;
}

const columns = {
  id: dataRequests.id,
  type: dataRequests.type,
  text: dataRequests.text,
  status: dataRequests.status,
  createdAt: dataRequests.createdAt,
  dueAt: dataRequests.dueAt,
};

export async function create(db: Db, request: NewDataRequest): Promise<StoredDataRequest> {
  const [row] = await db.insert(dataRequests).values(request).returning(columns);
  if (!row) throw new Error('the data request was not stored');
  return row;
}

/** The user's own requests, newest first. */
export async function listForUser(db: Db, userId: number): Promise<StoredDataRequest[]> {
  return db
    .select(columns)
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.createdAt), desc(dataRequests.id));
}
