/**
 * The answer queue of one attempt, as a hook: saves go out in order and are
 * retried until stored (see `AnswerQueue`), at once when the browser comes
 * back online; the waiting answers are kept in the attempt's store so a reload
 * re-sends them; `connection` is what the attempt bar shows. A save refused
 * for good goes to `onRejected`.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AnswerQueue } from './answer-queue';
import type { ConnectionState } from './answer-queue';
import type { AttemptStore, PendingAnswer } from './attempt-store';

export interface AttemptQueueOptions<T extends PendingAnswer, R> {
  readonly attemptId: number;
  /** Must keep its identity while the attempt lasts (memoise it). */
  readonly store: AttemptStore<T>;
  readonly send: (item: T) => Promise<R>;
  readonly onSaved: (result: R) => void;
  readonly onRejected: (error: unknown) => void;
}

export interface AttemptQueue<T> {
  readonly connection: ConnectionState;
  readonly enqueue: (item: T) => void;
  /** Resolves once every waiting answer is stored. */
  readonly whenIdle: () => Promise<void>;
  /** Stops sending (the attempt is over). */
  readonly stop: () => void;
}

export function useAttemptQueue<T extends PendingAnswer, R>(options: AttemptQueueOptions<T, R>): AttemptQueue<T> {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [connection, setConnection] = useState<ConnectionState>('idle');
  const queueRef = useRef<AnswerQueue<T, R> | null>(null);
  const { attemptId, store } = options;

  useEffect(() => {
    const queue = new AnswerQueue<T, R>(
      {
        send: (item) => latest.current.send(item),
        keyOf: (item) => item.questionId,
        onSaved: (_item, result) => {
          latest.current.onSaved(result);
        },
        onRejected: (_item, error) => {
          latest.current.onRejected(error);
        },
        onState: setConnection,
        onPending: (items) => {
          store.writePending(items);
        },
      },
      store.readPending(attemptId),
    );
    queueRef.current = queue;
    const onOnline = () => {
      queue.retryNow();
    };
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      queue.dispose();
      if (queueRef.current === queue) queueRef.current = null;
    };
  }, [attemptId, store]);

  const enqueue = useCallback((item: T) => {
    queueRef.current?.enqueue(item);
  }, []);
  const whenIdle = useCallback(async () => {
    await queueRef.current?.whenIdle();
  }, []);
  const stop = useCallback(() => {
    queueRef.current?.dispose();
  }, []);
  return useMemo(() => ({ connection, enqueue, whenIdle, stop }), [connection, enqueue, whenIdle, stop]);
}
