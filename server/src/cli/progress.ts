/**
 * The progress bar of the commands that ingest (`npm run ingest`, `npm run import` with video files): redrawn in
 * place on a terminal, a line every 10 % in a log. Its own module: a command's file runs its `main` when it is
 * the started script, so one command never imports another's.
 */

/** `[#####-----]  42 %  ETA 0:13`: the ETA from the rate so far (blank until there is one). */
export function progressLine(fraction: number, elapsedMs: number, width = 30): string {
  const done = Math.round(fraction * width);
  const percent = `${Math.floor(fraction * 100)}`.padStart(3);
  const eta = fraction > 0.01 && fraction < 1 ? `  ETA ${clock((elapsedMs * (1 - fraction)) / fraction)}` : '';
  return `[${'#'.repeat(done)}${'-'.repeat(width - done)}] ${percent} %${eta}`;
}

function clock(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A progress bar on `stream` (a terminal when `isTTY`): `update` with 0…1, `restart` before the next task, `end` on failure. */
export interface ProgressBar {
  update(fraction: number): void;
  restart(): void;
  /** Ends a bar left open on a terminal (after a failure), so the next message starts on its own line. */
  end(): void;
}

export function progressBar(stream: { isTTY?: boolean; write(text: string): unknown }): ProgressBar {
  let started = Date.now();
  let lastTenth = -1;
  let open = false;
  return {
    update(fraction) {
      const tenth = Math.floor(fraction * 10);
      if (stream.isTTY) {
        stream.write(`\r${progressLine(fraction, Date.now() - started)}${fraction >= 1 ? '\n' : ''}`);
        open = fraction < 1;
      } else if (tenth > lastTenth) stream.write(`${progressLine(fraction, Date.now() - started)}\n`);
      lastTenth = tenth;
    },
    restart() {
      started = Date.now();
      lastTenth = -1;
    },
    end() {
      if (open) stream.write('\n');
      open = false;
    },
  };
}
