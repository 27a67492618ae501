// Decision 0109: ended sessions leave every instance's session cache at once; what a notification may name.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../src/lib/session-cache.js';
import { parseEndedSessions } from '../src/plugins/session-endings.js';

describe('decision 0109: the message that sessions ended', () => {
  it('names every session of a user, or one session', () => {
    expect(parseEndedSessions('{"userId":7}')).toEqual({ userId: 7 });
    expect(parseEndedSessions('{"sessionId":12}')).toEqual({ sessionId: 12 });
  });

  it('anything else names none: not JSON, no id, an id that is not an integer', () => {
    for (const payload of [undefined, '', 'logout', 'null', '[]', '{}', '{"userId":"7"}', '{"sessionId":1.5}', '{"userId":1e300}']) {
      expect(parseEndedSessions(payload)).toBeUndefined();
    }
  });
});

describe('decision 0109: the session cache forgets one session, a user\'s, or everything', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  const filled = () => {
    const cache = new SessionCache(5_000);
    cache.set('token-a', { sessionId: 1, userId: 10 }, now);
    cache.set('token-b', { sessionId: 2, userId: 10 }, now);
    cache.set('token-c', { sessionId: 3, userId: 11 }, now);
    return cache;
  };
  const held = (cache: SessionCache) => ['token-a', 'token-b', 'token-c'].filter((token) => cache.get(token, now) !== undefined);

  it('by session', () => {
    const cache = filled();
    cache.forgetSession(2);
    expect(held(cache)).toEqual(['token-a', 'token-c']);
  });

  it('by user', () => {
    const cache = filled();
    cache.forgetUser(10);
    expect(held(cache)).toEqual(['token-c']);
  });

  it('everything, when the instance may have missed a message', () => {
    const cache = filled();
    cache.clear();
    expect(held(cache)).toEqual([]);
  });
});
