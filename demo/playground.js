// The playground: the options JSON of the textarea, assigned to player.options (debounced), with the
// validation errors, what the player changed, its resolvedOptions and every event it fires.
import { loadCatalog } from '/demo/catalog.js';
import { logEvents } from '/demo/events.js';

const DEBOUNCE_MS = 500;
const textarea = document.querySelector('#options');
const status = document.querySelector('#status');
const errorRegion = document.querySelector('#options-error');
const normalised = document.querySelector('#normalised');
const resolvedView = document.querySelector('#resolved');
const player = document.querySelector('#player');

logEvents(player, document.querySelector('#events'));

const json = (value) => JSON.stringify(value);

/** Shows the resolved options, and which given options the player dropped or changed. */
function showResolved(given) {
  const resolved = player.resolvedOptions ?? {};
  resolvedView.textContent = JSON.stringify(resolved, null, 2);
  const changes = Object.keys(given)
    .filter((key) => json(given[key]) !== json(resolved[key]))
    .map((key) => {
      const item = document.createElement('li');
      item.textContent = key in resolved ? `${key}: ${json(given[key])} → ${json(resolved[key])}` : `${key}: ${json(given[key])} dropped`;
      return item;
    });
  if (!changes.length) changes.push(Object.assign(document.createElement('li'), { textContent: 'Nothing: every option was taken as given.' }));
  normalised.replaceChildren(...changes);
}

let applied = {};

/** Parses and assigns; on a problem, says what it is and leaves the player with the last good options. */
function apply() {
  let given;
  try {
    given = JSON.parse(textarea.value);
  } catch (error) {
    errorRegion.textContent = `Not valid JSON: ${error.message}. The player keeps the last options that worked.`;
    textarea.setAttribute('aria-invalid', 'true');
    return;
  }
  try {
    player.options = given;
  } catch (error) {
    errorRegion.textContent = `The player rejected the options: ${error.message}. It keeps the last options that worked.`;
    textarea.setAttribute('aria-invalid', 'true');
    return;
  }
  applied = given;
  errorRegion.textContent = '';
  textarea.removeAttribute('aria-invalid');
  status.textContent = `Applied at ${new Date().toLocaleTimeString()}.`;
  showResolved(given);
}

let timer;
textarea.addEventListener('input', () => {
  clearTimeout(timer);
  status.textContent = 'Editing…';
  timer = setTimeout(apply, DEBOUNCE_MS);
});
player.addEventListener('ddi-ready', () => showResolved(applied));

async function start() {
  const catalog = await loadCatalog();
  const sample = catalog.find((entry) => entry.src?.endsWith('.m3u8')) ?? catalog.find((entry) => entry.src);
  if (!sample) throw new Error('the catalogue has no media file');
  // The playlist side panel ("Playlist" on the player's right edge): this sample and the next media files.
  const playlist = [sample, ...catalog.filter((entry) => entry.src && entry !== sample).slice(0, 2)].map((entry) => ({ title: entry.title, src: entry.src }));
  textarea.value = JSON.stringify(
    { url: sample.src, skin: 'blue', speed: [2, 1.5, 1.25, 0.5, 7], volume: 0.6, screenshot: true, full_page_screen: true, keyboardSeekTime: 5000, playlist },
    null,
    2,
  );
  apply();
}

start().catch((error) => {
  errorRegion.textContent = `The playground could not start: ${error.message}`;
});
