import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error';
import { AnswerQueue } from './answer-queue';
import type { ConnectionState } from './answer-queue';

interface Item {
  readonly questionId: number;
  readonly value: string;
}

function setup(send: (item: Item) => Promise<string>) {
  const states: ConnectionState[] = [];
  const rejected: unknown[] = [];
  const savedItems: Item[] = [];
  const queue = new AnswerQueue<Item, string>({
    send,
    keyOf: (item) => item.questionId,
    onState: (state) => states.push(state),
    onRejected: (_item, error) => rejected.push(error),
    onSaved: (item) => savedItems.push(item),
    delays: [100, 200],
  });
  return { queue, states, rejected, savedItems };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the answer queue sends one save at a time, in order, and retries passing failures with a growing delay', () => {
  it('keeps the order and replaces a waiting answer to the same question in its place', async () => {
    const sent: Item[] = [];
    const { queue, savedItems } = setup(async (item) => {
      sent.push(item);
      return 'ok';
    });
    queue.enqueue({ questionId: 1, value: 'a' });
    queue.enqueue({ questionId: 2, value: 'b' });
    queue.enqueue({ questionId: 3, value: 'c' });
    queue.enqueue({ questionId: 2, value: 'b2' });
    await queue.whenIdle();
    expect(sent.map((item) => item.value)).toEqual(['a', 'b2', 'c']);
    expect(savedItems).toHaveLength(3);
  });

  it('retries a network failure after 100 ms, then 200 ms, and says "retrying" until it went through', async () => {
    let failures = 2;
    const send = vi.fn(async (_item: Item) => {
      if (failures-- > 0) throw new ApiError(-1, 'Network error');
      return 'ok';
    });
    const { queue, states } = setup(send);
    queue.enqueue({ questionId: 1, value: 'a' });
    queue.enqueue({ questionId: 2, value: 'b' });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.state).toBe('retrying');
    await vi.advanceTimersByTimeAsync(100);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(150);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(50);
    await queue.whenIdle();
    expect(send.mock.calls.map(([item]) => item.value)).toEqual(['a', 'a', 'a', 'b']);
    expect(states).toEqual(['saving', 'retrying', 'saving', 'saved']);
  });

  it('retries at once when the browser is back online', async () => {
    let failures = 1;
    const send = vi.fn(async () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return 'ok';
    });
    const { queue } = setup(send);
    queue.enqueue({ questionId: 1, value: 'a' });
    await vi.advanceTimersByTimeAsync(0);
    queue.retryNow();
    await queue.whenIdle();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('drops and reports a save the server refuses for good (time is up)', async () => {
    const send = vi.fn(async (item: Item) => {
      if (item.questionId === 1) throw new ApiError(4092, 'It’s time, the quiz is over');
      return 'ok';
    });
    const { queue, rejected } = setup(send);
    queue.enqueue({ questionId: 1, value: 'a' });
    queue.enqueue({ questionId: 2, value: 'b' });
    await queue.whenIdle();
    expect(rejected).toHaveLength(1);
    expect((rejected[0] as ApiError).code).toBe(4092);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a server error (5xx) is retried', async () => {
    let failures = 1;
    const send = vi.fn(async () => {
      if (failures-- > 0) throw new ApiError(500, 'Server error');
      return 'ok';
    });
    const { queue, rejected } = setup(send);
    queue.enqueue({ questionId: 1, value: 'a' });
    await vi.advanceTimersByTimeAsync(100);
    await queue.whenIdle();
    expect(send).toHaveBeenCalledTimes(2);
    expect(rejected).toEqual([]);
  });
});
