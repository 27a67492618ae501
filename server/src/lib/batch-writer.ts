export interface BatchWriterOptions {
  /** At most this many rows per statement. */
  maxRows?: number;
  /**
   * How long an idle writer waits after a first row for others to join its batch. Under load rows join
   * while the previous batch is being written, so this only matters when traffic is light.
   */
  maxDelayMs?: number;
  /** Rows waiting at most; beyond this `write` refuses at once (the database is not keeping up). */
  maxBuffered?: number;
  /** Told about failed writes (never about the rows' contents). */
  onError?: (error: unknown, rows: number) => void;
}

/**
 * A PostgreSQL error of class 22 (data exception) or 23 (integrity constraint violation): the statement was
 * refused for the values it carried, say a heartbeat of a learner erased on another instance while it waited
 * (a foreign key). node-postgres and PGlite both give the SQLSTATE as `code`; Drizzle wraps it as `cause`.
 */
export function isRowRefusal(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

interface Waiting<T> {
  rows: readonly T[];
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Group commit: rows from many requests are written together in one insert per `maxRows`, and each
 * request is answered only once its rows are in the database. `write(rows)` resolves when the batch that
 * holds them has been written and rejects when that batch failed (none of it was written: the caller
 * answers an error, so the client keeps its rows and sends them again), when the writer is closed or when
 * `maxBuffered` rows are already waiting. Acknowledged therefore means stored: a crash loses only rows that
 * were never acknowledged. Writes never overlap; rows arriving during a write form the next batch. A batch
 * refused for one caller's rows (`isRowRefusal`) is written again caller by caller: one bad row fails its
 * own request, not its neighbours'.
 */
export class BatchWriter<T> {
  readonly #write: (rows: T[]) => Promise<void>;
  readonly #maxRows: number;
  readonly #maxDelayMs: number;
  readonly #maxBuffered: number;
  readonly #onError: (error: unknown, rows: number) => void;
  #queue: Waiting<T>[] = [];
  #queued = 0;
  #inFlight = 0;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #closed = false;

  constructor(write: (rows: T[]) => Promise<void>, options: BatchWriterOptions = {}) {
    this.#write = write;
    this.#maxRows = options.maxRows ?? 100;
    this.#maxDelayMs = options.maxDelayMs ?? 2;
    this.#maxBuffered = options.maxBuffered ?? 10_000;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** Rows waiting to be written (including a batch being written). */
  get pending(): number {
    return this.#queued + this.#inFlight;
  }

  /** Writes `rows` together with other callers' rows; resolves once they are stored (see the class). */
  write(rows: readonly T[]): Promise<void> {
    if (this.#closed) return Promise.reject(new Error('the writer is closed'));
    if (this.pending + rows.length > this.#maxBuffered) {
      return Promise.reject(new Error(`${this.pending} rows are waiting: the database is not keeping up`));
    }
    if (rows.length === 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ rows, resolve, reject });
      this.#queued += rows.length;
      if (this.#writing) return;
      if (this.#queued >= this.#maxRows) this.#startWriting();
      else this.#timer ??= setTimeout(() => this.#startWriting(), this.#maxDelayMs);
    });
  }

  /** Resolves when everything queued so far has been written or has failed. */
  async flush(): Promise<void> {
    while (this.#writing || this.#queue.length > 0) await this.#startWriting();
  }

  /** Refuses new rows and writes what is waiting. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
  }

  #startWriting(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#writing ??= this.#writeAll().finally(() => {
      this.#writing = undefined;
    });
    return this.#writing;
  }

  /** Takes callers (whole) up to `maxRows` rows per batch until nobody waits. */
  async #writeAll(): Promise<void> {
    while (this.#queue.length > 0) {
      const callers: Waiting<T>[] = [];
      const rows: T[] = [];
      while (this.#queue.length > 0 && (rows.length === 0 || rows.length + this.#queue[0]!.rows.length <= this.#maxRows)) {
        const caller = this.#queue.shift()!;
        callers.push(caller);
        rows.push(...caller.rows);
      }
      this.#queued -= rows.length;
      this.#inFlight = rows.length;
      try {
        await this.#write(rows);
        for (const caller of callers) caller.resolve();
      } catch (error) {
        if (callers.length > 1 && isRowRefusal(error)) await this.#writeEach(callers);
        else this.#refuse(callers, error, rows.length);
      } finally {
        this.#inFlight = 0;
      }
    }
  }

  /** A refused batch again, one caller's rows per write: each caller is answered for its own rows. */
  async #writeEach(callers: readonly Waiting<T>[]): Promise<void> {
    for (const caller of callers) {
      try {
        await this.#write([...caller.rows]);
        caller.resolve();
      } catch (error) {
        this.#refuse([caller], error, caller.rows.length);
      }
    }
  }

  #refuse(callers: readonly Waiting<T>[], error: unknown, rows: number): void {
    this.#onError(error, rows);
    const failure = new Error('the rows could not be written', { cause: error });
    for (const caller of callers) caller.reject(failure);
  }
}
