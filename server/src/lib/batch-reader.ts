export interface BatchReaderOptions {
  /** At most this many keys per statement. */
  maxKeys?: number;
  /** Keys waiting at most; beyond this `read` refuses at once (the database is not keeping up). */
  maxWaiting?: number;
}

interface Waiting<K, V> {
  key: K;
  resolve: (value: V) => void;
  reject: (error: Error) => void;
}

/**
 * The read side of group commit (issue 25, decision 0082): keys asked for by concurrent requests are read
 * together, one statement for up to `maxKeys` of them, and each caller gets the value of its own key. A key's
 * batch is always read after the key was asked for: keys that arrive while a batch is being read wait for the
 * next one, never join the one in flight. So a read sees every write acknowledged before it was asked for,
 * exactly as a query of its own would. When nothing is being read, the keys asked for during the same turn of
 * the event loop are read together at its end (`setImmediate`); under load a batch gathers while the one
 * before it is read. Reads never overlap.
 *
 * `read(keys)` must answer one value per key, in the keys' order. When it fails, every caller of that batch
 * gets the error.
 */
export class BatchReader<K, V> {
  readonly #read: (keys: K[]) => Promise<V[]>;
  readonly #maxKeys: number;
  readonly #maxWaiting: number;
  #queue: Waiting<K, V>[] = [];
  #reading = false;
  #scheduled = false;

  constructor(read: (keys: K[]) => Promise<V[]>, options: BatchReaderOptions = {}) {
    this.#read = read;
    this.#maxKeys = options.maxKeys ?? 100;
    this.#maxWaiting = options.maxWaiting ?? 10_000;
  }

  /** Keys waiting for a batch (not counting one being read). */
  get waiting(): number {
    return this.#queue.length;
  }

  /** The value of `key`, read together with other callers' keys (see the class). */
  read(key: K): Promise<V> {
    if (this.#queue.length >= this.#maxWaiting) return Promise.reject(new Error(`${this.#queue.length} reads are waiting: the database is not keeping up`));
    return new Promise<V>((resolve, reject) => {
      this.#queue.push({ key, resolve, reject });
      if (this.#reading || this.#scheduled) return;
      this.#scheduled = true;
      setImmediate(() => {
        this.#scheduled = false;
        void this.#readAll();
      });
    });
  }

  /** Reads batches of up to `maxKeys` until nobody waits. */
  async #readAll(): Promise<void> {
    if (this.#reading) return;
    this.#reading = true;
    try {
      while (this.#queue.length > 0) {
        const callers = this.#queue.splice(0, this.#maxKeys);
        try {
          const values = await this.#read(callers.map((caller) => caller.key));
          if (values.length !== callers.length) throw new Error(`a batch of ${callers.length} keys was answered with ${values.length} values`);
          callers.forEach((caller, index) => caller.resolve(values[index] as V));
        } catch (error) {
          const failure = error instanceof Error ? error : new Error(String(error));
          for (const caller of callers) caller.reject(failure);
        }
      }
    } finally {
      this.#reading = false;
    }
  }
}
