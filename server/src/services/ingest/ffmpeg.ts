import { spawn } from 'node:child_process';
import { IngestError } from './errors.js';

export interface RunOptions {
  /** Stops the process (SIGKILL) and rejects with the `cancelled` IngestError. */
  signal?: AbortSignal;
  /** With `-progress pipe:1` in the arguments: called with each reported output time, in seconds. */
  onTime?: (seconds: number) => void;
}

export interface RunResult {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs ffmpeg or ffprobe from PATH (Debian's `ffmpeg` package); never downloads anything. */
export function run(tool: 'ffmpeg' | 'ffprobe', args: readonly string[], options: RunOptions = {}): Promise<RunResult> {
  const { signal, onTime } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const child = spawn(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (!onTime) return void (stdout += chunk);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) onTime(Number(match[1]) / 1e6);
      }
    });
    // Only the end of stderr matters (the error); keep it bounded.
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-8000)));
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error: NodeJS.ErrnoException) => {
      signal?.removeEventListener('abort', abort);
      reject(
        error.code === 'ENOENT'
          ? new IngestError('ffmpeg-missing', `${tool} was not found: install it with "sudo apt-get install ffmpeg" (Debian/Ubuntu)`)
          : error,
      );
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(cancelled());
      else resolve({ stdout, stderr, code: code ?? 1 });
    });
  });
}

const cancelled = () => new IngestError('cancelled', 'the ingestion was cancelled; nothing was stored');

/** Runs ffmpeg quietly (errors only, overwriting, no stdin) and fails with `transcode-failed` on a non-zero exit. */
export async function ffmpeg(args: readonly string[], options: RunOptions = {}): Promise<void> {
  const progress = options.onTime ? ['-progress', 'pipe:1', '-nostats'] : [];
  const result = await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...progress, ...args], options);
  if (result.code !== 0) throw new IngestError('transcode-failed', `ffmpeg failed (exit ${result.code}): ${result.stderr.trim().split('\n').slice(-3).join(' | ')}`);
}
