import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { findChromium, findEndToEndChromium, lacksHeadlessShell } from '../chromium.mjs';

describe('which Chromium each lane runs (decision 0078)', () => {
  it('CHROME_PATH, when set, is the Chromium of every lane, the end-to-end ones included', () => {
    const env = { CHROME_PATH: process.execPath };
    expect(findChromium(env)).toBe(process.execPath);
    expect(findEndToEndChromium(env)).toBe(process.execPath);
    expect(lacksHeadlessShell(env)).toBe(false);
  });

  it('a CHROME_PATH that does not exist is no Chromium for any lane (npm test then says so), not a fallback', () => {
    const env = { CHROME_PATH: '/nonexistent/chromium' };
    expect(findChromium(env)).toBeUndefined();
    expect(findEndToEndChromium(env)).toBeUndefined();
  });
});
