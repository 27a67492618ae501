/**
 * The player's one shared vocabulary of events. Public events (`ddi-*`) are dispatched by the host for
 * the embedding page; request events (`ddi-*-request`) travel up from controls and overlays, which never
 * touch the `<video>` themselves.
 */

/** Public events: name → detail. */
export interface PlayerEventDetails {
  'ddi-ready': { vid: string };
  'ddi-start': Record<string, never>;
  'ddi-play': { currentTime: number };
  'ddi-pause': { currentTime: number };
  'ddi-over': Record<string, never>;
  'ddi-error': { code: string; message: string };
}

/** Request events sent by controls and overlays: name → detail. */
export interface PlayerRequestDetails {
  'ddi-play-request': Record<string, never>;
  'ddi-pause-request': Record<string, never>;
}

export type PlayerEventName = keyof PlayerEventDetails;
export type PlayerRequestName = keyof PlayerRequestDetails;

/** Every player event bubbles and crosses shadow roots. */
export function playerEvent<K extends PlayerEventName | PlayerRequestName>(
  name: K,
  detail: (PlayerEventDetails & PlayerRequestDetails)[K],
): CustomEvent<(PlayerEventDetails & PlayerRequestDetails)[K]> {
  return new CustomEvent(name, { detail, bubbles: true, composed: true });
}

type EventMap<T> = { [K in keyof T]: CustomEvent<T[K]> };

declare global {
  // Typed addEventListener('ddi-…') for pages and for the player's own parts.
  interface GlobalEventHandlersEventMap extends EventMap<PlayerEventDetails>, EventMap<PlayerRequestDetails> {}
}
