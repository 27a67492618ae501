export interface BatchWriterOptions {
  /** Write as soon as this many rows are waiting (one statement per `maxRows`). */
  maxRows?: number;
  /** Write at most this long after the first row of a batch arrived. */
  maxDelayMs?: number;
  /** Rows kept while the database is failing; beyond this `add` refuses (the caller answers an error). */
  maxBuffered?: number;
  /** Wait before writing again after a failed write. */
  retryDelayMs?: number;
  /** Told about failed writes (never about the rows' contents). */
  onError?: (error: unknown, rows: number) => void;
}

/**
 * Collects rows from many requests and writes them in batches, off the request path: `add` only queues, so a
 * request never waits for the write. A batch is written when `maxRows` are waiting or `maxDelayMs` after its
 * first row, whichever comes first, and everything left is written on `close`. Writes never overlap; a failed
 * batch goes back to the front of the queue and is tried again after `retryDelayMs`.
 */
export class BatchWriter<T> {
  readonly #write: (rows: T[]) => Promise<void>;
  readonly #maxRows: number;
  readonly #maxDelayMs: number;
  readonly #maxBuffered: number;
  readonly #retryDelayMs: number;
  readonly #onError: (error: unknown, rows: number) => void;
  #queue: T[] = [];
  /** Rows of the batch being written. */
  #inFlight = 0;
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> | undefined;
  #failedLastWrite = false;
  #closed = false;

  constructor(write: (rows: T[]) => Promise<void>, options: BatchWriterOptions = {}) {
    this.#write = write;
    this.#maxRows = options.maxRows ?? 100;
    this.#maxDelayMs = options.maxDelayMs ?? 250;
    this.#maxBuffered = options.maxBuffered ?? 10_000;
    this.#retryDelayMs = options.retryDelayMs ?? 1_000;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** Rows waiting to be written (including a batch being written). */
  get pending(): number {
    return this.#queue.length + this.#inFlight;
  }

  /**
   * Queues rows for writing. Returns false, queueing nothing, when the writer is closed or already holds
   * `maxBuffered` rows (the database has been failing): the caller should answer an error so that the client
   * keeps its rows and sends them again.
   */
  add(rows: readonly T[]): boolean {
    if (this.#closed || this.pending + rows.length > this.#maxBuffered) return false;
    if (rows.length === 0) return true;
    this.#queue.push(...rows);
    if (this.#queue.length >= this.#maxRows) this.#startWriting();
    else this.#schedule(this.#maxDelayMs);
    return true;
  }

  /** Writes everything queued so far; resolves when it is written or its write failed (and was re-queued). */
  async flush(): Promise<void> {
    this.#clearTimer();
    await this.#startWriting();
  }

  /** Refuses new rows, writes what is queued (one last try) and stops the timers. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.flush();
    this.#clearTimer();
    if (this.#queue.length > 0) this.#onError(new Error('rows dropped at close: the last write failed'), this.#queue.length);
    this.#queue = [];
  }

  #schedule(delayMs: number): void {
    if (this.#timer || this.#writing) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#startWriting();
    }, delayMs);
    this.#timer.unref();
  }

  #clearTimer(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Starts the write loop unless it runs already; resolves when the queue is written or a write failed. */
  #startWriting(): Promise<void> {
    this.#clearTimer();
    this.#writing ??= this.#writeAll().finally(() => {
      this.#writing = undefined;
      // Left over: a failed batch (tried again later) or rows that came just as the loop ended.
      if (this.#queue.length > 0 && !this.#closed) this.#schedule(this.#failedLastWrite ? this.#retryDelayMs : this.#maxDelayMs);
    });
    return this.#writing;
  }

  /** Writes batches of at most `maxRows` until the queue is empty (rows added meanwhile included). */
  async #writeAll(): Promise<void> {
    this.#failedLastWrite = false;
    while (this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxRows);
      this.#inFlight = batch.length;
      try {
        await this.#write(batch);
      } catch (error) {
        this.#queue.unshift(...batch);
        this.#failedLastWrite = true;
        this.#onError(error, batch.length);
        return;
      } finally {
        this.#inFlight = 0;
      }
    }
  }
}
