import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Test sources made by Debian's ffmpeg (never a download): `make(name, ...args)` writes `folder/name` from the
 * arguments (inputs and codecs) and returns its path; `picture`, `tone` and `h264` are the usual pieces (a
 * 640×360 test picture, a 440 Hz tone, fast H.264 + AAC). Shared by the ingestion and import tests.
 */
export function sourceMaker(folder: string): (name: string, ...args: string[]) => string {
  return (name, ...args) => {
    const file = join(folder, name);
    const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args, file], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${result.stderr}`);
    return file;
  };
}

/** A test picture of `seconds` (640×360, 24 fps). */
export const picture = (seconds: number, size = '640x360') => ['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=24`];
/** A 440 Hz tone of `seconds`. */
export const tone = (seconds: number) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
/** Fast H.264 (yuv420p) and AAC, as long as the shortest input. */
export const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'];

/** Every file under `root` with an MD5 of its content: equal prints mean nothing was left or changed there. */
export async function folderFingerprint(root: string): Promise<string[]> {
  const names = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return Promise.all(names.sort().map(async (name) => `${name}:${createHash('md5').update(await readFile(join(root, name)).catch(() => Buffer.from('dir'))).digest('hex')}`));
}
