/**
 * The strings of the feature overlays (issue 9: quiz, visitor form, ads, teaser and tail, spread, end
 * screen, slides; issue 21: the resume and start-time tip, the network and line-switch tips, the password
 * prompt, the audio-mode panel, the screenshot preview), in English and Chinese like core/i18n.ts. Kept out of
 * the player's first chunk: only the overlay chunks import this module, and read the catalogue of the
 * player's language through `overlayMessages(state.messages)`.
 *
 * Each language is a chunk of its own (decision 0075), loaded only for a language a player uses: this module
 * adds its loader to `languageLoad`, which the overlay host waits for before it shows an overlay it has just
 * loaded, and the player before every update (so a language switch waits for the overlays' strings too).
 */
import { addCatalogue, messagesFor, type Messages, type PlayerLanguage } from './i18n.js';
import type { OverlayMessageKey } from './i18n-overlays-en.js';

export type { OverlayMessageKey };
export type OverlayMessages = Messages & Record<OverlayMessageKey, string>;

const catalogues: Partial<Record<PlayerLanguage, Record<OverlayMessageKey, string>>> = {};
const loading: Partial<Record<PlayerLanguage, Promise<void>>> = {};

addCatalogue((language) =>
  catalogues[language]
    ? undefined
    : (loading[language] ??= (language === 'en' ? import('./i18n-overlays-en.js').then((m) => m.en) : import('./i18n-overlays-zh.js').then((m) => m.zh_CN)).then(
        (strings) => {
          catalogues[language] = strings;
        },
      )),
);

const merged = new Map<Messages, OverlayMessages>();

/**
 * The player's catalogue (`state.messages`) with the overlay strings of the same language added (those of
 * the other language should its chunk have failed to load).
 */
export function overlayMessages(messages: Messages): OverlayMessages {
  let found = merged.get(messages);
  if (!found) {
    const language = messages.player === messagesFor('en').player ? 'en' : 'zh_CN';
    const strings = catalogues[language];
    found = { ...messages, ...(strings ?? catalogues.en ?? catalogues.zh_CN) } as OverlayMessages;
    if (strings) merged.set(messages, found);
  }
  return found;
}
