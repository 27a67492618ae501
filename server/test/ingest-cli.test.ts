import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doneMessage, parseIngestArgs, progressLine, readVideoSettings, UsageError } from '../src/cli/ingest.js';
import { IngestError } from '../src/services/ingest/errors.js';

describe('npm run ingest: arguments, progress bar and the ready snippet', () => {
  it('takes one file, an optional --title and --encrypt', () => {
    expect(parseIngestArgs(['talk.mov'], '/videos')).toEqual({ file: '/videos/talk.mov', title: undefined, encrypt: false });
    expect(parseIngestArgs(['/talks/talk.mov', '--title', 'Coaching basics', '--encrypt'], '/videos')).toEqual({ file: '/talks/talk.mov', title: 'Coaching basics', encrypt: true });
  });

  it('reads a relative path from the folder the command was typed in (npm run starts in the repository root and names that folder in INIT_CWD)', () => {
    const before = process.env.INIT_CWD;
    process.env.INIT_CWD = '/home/trainer/videos';
    try {
      expect(parseIngestArgs(['talk.mov', '--keyframes', 'markers.json'])).toMatchObject({
        file: '/home/trainer/videos/talk.mov',
        keyframesFile: '/home/trainer/videos/markers.json',
      });
    } finally {
      if (before === undefined) delete process.env.INIT_CWD;
      else process.env.INIT_CWD = before;
    }
  });

  it('takes --password, --lines and --keyframes <file>, and reads the markers from that file', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'ddi-ingest-cli-'));
    try {
      const markers = join(folder, 'markers.json');
      await writeFile(markers, '[{"keytime": 2, "keycontext": "Practice"}]');
      const args = parseIngestArgs(['talk.mov', '--password', 'team-2026', '--lines', 'line1,line2', '--keyframes', markers], folder);
      expect(args).toEqual({ file: join(folder, 'talk.mov'), encrypt: false, password: 'team-2026', lines: 'line1,line2', keyframesFile: markers });
      expect(await readVideoSettings(args)).toEqual({ password: 'team-2026', lines: ['line1', 'line2'], keyframes: [{ keytime: 2, keycontext: 'Practice', btnDesc: '', btnHref: '' }] });
      const missing = await readVideoSettings({ ...args, keyframesFile: join(folder, 'nowhere.json') }).catch((error: unknown) => error);
      expect(missing).toBeInstanceOf(IngestError);
      expect((missing as IngestError).message).toMatch(/the key-frame file .*nowhere\.json cannot be read/);
      const bad = await readVideoSettings({ ...args, lines: 'line1,kw' }).catch((error: unknown) => error);
      expect((bad as IngestError).code).toBe('bad-setting');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it.each([[[]], [['a.mp4', 'b.mp4']], [['a.mp4', '--colour']], [['a.mp4', '--title', ' ']]])('refuses %j with the usage line', (args) => {
    expect(() => parseIngestArgs(args)).toThrow(UsageError);
    expect(() => parseIngestArgs(args)).toThrow(/usage: npm run ingest -- <video file>/);
  });

  it('shows the percentage and an ETA from the rate so far', () => {
    expect(progressLine(0, 0, 10)).toBe('[----------]   0 %');
    expect(progressLine(0.25, 10_000, 10)).toBe('[###-------]  25 %  ETA 0:30');
    expect(progressLine(1, 40_000, 10)).toBe('[##########] 100 %');
  });

  it('prints the vid and a ready <ddi-player vid=…> snippet', () => {
    const message = doneMessage({ vid: 'a'.repeat(32) + '_a', title: 'Coaching basics', durationSeconds: 62.4, levels: ['360p', '720p'] }, 'http://127.0.0.1:8080');
    expect(message).toContain(`vid: ${'a'.repeat(32)}_a`);
    expect(message).toContain('<script type="module" src="http://127.0.0.1:8080/player/ddi-player.js"></script>');
    expect(message).toContain(`<ddi-player vid="${'a'.repeat(32)}_a"></ddi-player>`);
    expect(message).toContain('360P / 720P');
  });
});
