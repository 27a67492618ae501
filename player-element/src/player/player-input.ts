import { assertPlainObject, type PlayerOptions, type Skin } from '../core/options.js';

/** Text attributes: absent is `''`, and `''` is not written back (an empty `lang` would mean "unknown language"). */
export const textAttribute = {
  fromAttribute: (value: string | null) => value ?? '',
  toAttribute: (value: string) => value || null,
};

/** The attributes of `<ddi-player>` that are also options (spec §3): `src` is the `url` option. */
export interface InputAttributes {
  src: string;
  vid: string;
  skin: string;
  lang: string;
  autoplay: boolean | undefined;
  loop: boolean | undefined;
  start: number | undefined;
  end: number | undefined;
  width: string | undefined;
  height: string | undefined;
}

/**
 * What the page gave `<ddi-player>`: the `options` object, and the attributes set over it (`volume` and
 * `muted` included: set before the video is ready, they are the load's starting volume). One per element,
 * owned by its controller; `merged()` is what the options are resolved from.
 */
export class PlayerInput {
  /** The last `options` object assigned (a copy). */
  options: PlayerOptions = {};
  /** The `volume` attribute, or a volume set before the video was ready. */
  volume: number | undefined;
  /** The `muted` attribute, or a muted state set before the video was ready. */
  muted: boolean | undefined;

  /** The page's options with the attributes that are set over them. */
  merged(host: InputAttributes): PlayerOptions {
    const { autoplay, loop, start, end, width, height } = host;
    const skin = (host.skin || undefined) as Skin | undefined;
    const attributes: PlayerOptions = { url: host.src || undefined, vid: host.vid || undefined, skin, lang: host.lang || undefined, autoplay, loop, start, end, width, height };
    const merged: Record<string, unknown> = { ...this.options };
    for (const [key, value] of Object.entries({ ...attributes, volume: this.volume, muted: this.muted })) if (value !== undefined) merged[key] = value;
    return merged as PlayerOptions;
  }

  /**
   * Whether `value` holds the options last assigned, key by key, with their `url` and `vid` still the element's:
   * assigning it again changes nothing. A framework that sets the property on every render (`@lit/react` does,
   * leaving the dirty check to the element) then does not reload the video each time its page re-renders.
   */
  repeats(value: PlayerOptions, host: InputAttributes): boolean {
    const last = this.options as Record<string, unknown>;
    const next = Object.entries(value);
    return (
      next.length === Object.keys(last).length &&
      next.every(([key, option]) => key in last && Object.is(option, last[key])) &&
      (value.url ?? host.src) === host.src &&
      (value.vid ?? host.vid) === host.vid
    );
  }

  /**
   * `changeVid(next)`: the options to load (`next` merged over the current ones), or undefined when `next`
   * is the vid already playing without a url (a warning is logged). Throws a `TypeError` for a non-object.
   */
  change(next: string | PlayerOptions, playing: string): PlayerOptions | undefined {
    const change: PlayerOptions = typeof next === 'string' ? { vid: next } : next;
    assertPlainObject(change);
    const vid = change.vid ?? '';
    const url = change.url ?? '';
    if (vid && vid === playing && !url) {
      console.warn(`ddi-player: video ${vid} is already playing`);
      return undefined;
    }
    return { ...this.options, ...change, vid, url };
  }
}

/** `DdiPlayer.create(init)`: the player with `init`'s options, appended to `init.wrap` (an element or a selector). */
export function placePlayer(init: PlayerOptions & { wrap: string | Element }): HTMLElementTagNameMap['ddi-player'] {
  assertPlainObject(init);
  const { wrap, ...options } = init;
  const parent = typeof wrap === 'string' ? document.querySelector(wrap) : wrap;
  if (!(parent instanceof Element)) throw new TypeError(`ddi-player: wrap must be an element or the selector of one, got ${String(wrap)}`);
  const player = document.createElement('ddi-player');
  player.options = options;
  parent.append(player);
  return player;
}
