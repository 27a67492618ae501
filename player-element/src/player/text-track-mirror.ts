import type { ReactiveControllerHost } from 'lit';
import type { PlayerCore } from './player-core.js';
import type { Tracks } from './tracks.js';

/** A caption choice of a `<track>` child as `textTracks` lists it (`children.ts` makes them). */
export interface MirroredCaption {
  /** The caption choice's id in the player state (`track:<label>`). */
  id: string;
  kind: 'captions' | 'subtitles';
  label: string;
  language: string;
}

/** Marks the player's own `<track>` elements in its `<video>`, with the caption choice's id. */
const MIRROR = 'data-ddi-track';

interface Mirror {
  /** The selection last written to the modes (`\n`-joined ids), to write only on a change of the state. */
  written: string | undefined;
  mirrors: () => HTMLTrackElement[];
}

const mirrorsOf = new WeakMap<PlayerCore, Mirror>();

/**
 * `player.textTracks` (the video's own `TextTrackList`, decision 0053) lists the `<track kind="captions|subtitles">`
 * children, as a `<video>`'s does (issue 28 item 5): each is a `<track>` element in the shadow `<video>` with
 * the child's `kind`, `label` and `srclang` and no `src` — the player draws the cues itself, so the browser has
 * none to draw twice. Their `mode` follows the chosen captions (`'showing'`, else `'disabled'`), and a page or
 * a control library that sets a mode (`textTracks[i].mode = 'showing'`) chooses that caption, as the captions
 * menu does (the video's `change` event). Called on every load and change of the children.
 */
export function mirrorTracks(host: ReactiveControllerHost, core: PlayerCore, tracks: Tracks, captions: MirroredCaption[]): void {
  const video = core.video();
  if (!video) return;
  let mirror = mirrorsOf.get(core);
  if (!mirror) {
    mirror = { written: undefined, mirrors: () => [...video.querySelectorAll<HTMLTrackElement>(`track[${MIRROR}]`)] };
    mirrorsOf.set(core, mirror);
    follow(host, core, tracks, mirror);
  }
  // Firefox fixes a text track's kind and language when its element joins the video: a changed one is replaced.
  const same = (element: HTMLTrackElement, caption: MirroredCaption) =>
    element.getAttribute(MIRROR) === caption.id && element.kind === caption.kind && element.srclang === caption.language;
  const existing = mirror.mirrors();
  for (const element of existing) if (!captions.some((caption) => same(element, caption))) element.remove();
  for (const caption of captions) {
    if (existing.some((element) => element.isConnected && same(element, caption))) continue;
    const element = document.createElement('track');
    element.setAttribute(MIRROR, caption.id);
    element.kind = caption.kind;
    element.label = caption.label;
    element.srclang = caption.language;
    video.append(element);
    // Set by script: the browser's automatic text track selection (by the viewer's language) passes it over.
    element.track.mode = 'hidden';
    element.track.mode = 'disabled';
  }
  mirror.written = undefined;
  write(core, mirror);
}

/** The chosen captions → the modes, when the state's choice changed since the last write (a page's new mode waits for its `change` event). */
function write(core: PlayerCore, mirror: Mirror): void {
  const selected = core.state().subtitles.selected ?? [];
  const key = selected.join('\n');
  if (key === mirror.written) return;
  mirror.written = key;
  for (const element of mirror.mirrors()) {
    const mode = selected.includes(element.getAttribute(MIRROR)!) ? 'showing' : 'disabled';
    if (element.track.mode !== mode) element.track.mode = mode;
  }
}

/** Both ways: every update writes a new choice to the modes; a mode set from outside chooses (the captions menu's path). */
function follow(host: ReactiveControllerHost, core: PlayerCore, tracks: Tracks, mirror: Mirror): void {
  host.addController({ hostUpdated: () => write(core, mirror) });
  core.video()!.textTracks.addEventListener('change', () => {
    const mirrors = mirror.mirrors();
    const ids = mirrors.map((element) => element.getAttribute(MIRROR)!);
    const showing = mirrors.filter((element) => element.track.mode === 'showing').map((element) => element.getAttribute(MIRROR)!);
    const selected = core.state().subtitles.selected ?? [];
    const chosen = selected.filter((id) => ids.includes(id));
    if (showing.length === chosen.length && showing.every((id) => chosen.includes(id))) return;
    const next = [...selected.filter((id) => !ids.includes(id)), ...showing];
    mirror.written = next.join('\n');
    tracks.request({ selected: next });
  });
}
