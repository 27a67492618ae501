// The Firefox lane finds its browser without downloading one (scripts/firefox.mjs): FIREFOX_PATH first, and a
// missing one is reported with how to install Debian's firefox-esr.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { findFirefox, missingFirefoxReason } from '../firefox.mjs';

describe('finding Firefox for the Firefox lane', () => {
  it('FIREFOX_PATH wins when the file exists', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'ddi-firefox-')), 'firefox');
    writeFileSync(path, '');
    expect(findFirefox({ FIREFOX_PATH: path })).toBe(path);
  });

  it('a FIREFOX_PATH that does not exist finds none (no fallback) and the reason names the path', () => {
    const env = { FIREFOX_PATH: '/nonexistent/firefox' };
    expect(findFirefox(env)).toBeUndefined();
    expect(missingFirefoxReason(env)).toBe('FIREFOX_PATH is set to /nonexistent/firefox, which does not exist.');
  });

  it('with no FIREFOX_PATH the reason says how to install Debian’s firefox-esr', () => {
    expect(missingFirefoxReason({})).toContain('sudo apt-get install firefox-esr');
  });
});
