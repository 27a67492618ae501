import { describe, expect, it } from 'vitest';
import { BatchReader } from '../src/lib/batch-reader.js';

/** A read function that records its batches and answers each key doubled; `gate` holds reads open. */
function recorder() {
  const batches: number[][] = [];
  const state = { fail: false, inFlight: 0, maxInFlight: 0, gate: Promise.resolve() };
  const read = async (keys: number[]) => {
    batches.push(keys);
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await state.gate;
    state.inFlight -= 1;
    if (state.fail) throw new Error('database down');
    return keys.map((key) => key * 2);
  };
  return { batches, state, read };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the batch reader reads concurrent callers’ keys together, each after its caller asked (decision 0082)', () => {
  it('keys asked for in the same turn are read in one batch, and each caller gets its own key’s value', async () => {
    const { batches, read } = recorder();
    const reader = new BatchReader(read);
    expect(await Promise.all([reader.read(1), reader.read(2), reader.read(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('a key asked for while a batch is being read never joins it: it is read in the next batch, with the others that came meanwhile', async () => {
    const { batches, state, read } = recorder();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const reader = new BatchReader(read);
    const first = reader.read(1);
    await turn();
    expect(batches).toEqual([[1]]);
    const later = [reader.read(2), reader.read(3)];
    await turn();
    expect(batches).toEqual([[1]]);
    expect(reader.waiting).toBe(2);
    open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
    expect(state.maxInFlight).toBe(1);
  });

  it('reads at most maxKeys keys per batch', async () => {
    const { batches, read } = recorder();
    const reader = new BatchReader(read, { maxKeys: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((key) => reader.read(key)))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('a failed batch rejects each of its callers, and the next batch is read as usual', async () => {
    const { state, read } = recorder();
    const reader = new BatchReader(read);
    state.fail = true;
    const failed = await Promise.allSettled([reader.read(1), reader.read(2)]);
    expect(failed.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    state.fail = false;
    expect(await reader.read(3)).toBe(6);
  });

  it('a read answering a different number of values than keys rejects the batch rather than mixing answers up', async () => {
    const reader = new BatchReader(async (keys: number[]) => keys.slice(1));
    await expect(Promise.all([reader.read(1), reader.read(2)])).rejects.toThrow('a batch of 2 keys was answered with 1 values');
  });

  it('refuses at once when maxWaiting keys already wait', async () => {
    const { state, read } = recorder();
    state.gate = new Promise(() => undefined);
    const reader = new BatchReader(read, { maxWaiting: 2 });
    void reader.read(1);
    await turn();
    void reader.read(2);
    void reader.read(3);
    await expect(reader.read(4)).rejects.toThrow('2 reads are waiting');
  });
});
