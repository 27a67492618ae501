// One page per catalogue feature (`feature.html?feature=<name>`): the samples with that feature, what to
// try, the error the sample is meant to show, and the player's events.
import { loadCatalog, showSample } from '/demo/catalog.js';
import { logEvents } from '/demo/events.js';
import { DEFAULT_NOTE, FEATURE_NOTES, FEATURE_OPTIONS } from '/demo/pages.js';

const feature = new URLSearchParams(location.search).get('feature') ?? '';
const select = document.querySelector('#sample');
const player = document.querySelector('#player');
const problem = document.querySelector('#problem');
const errorCode = document.querySelector('#error-code');

logEvents(player, document.querySelector('#events'));
player.addEventListener('ddi-error', (event) => {
  errorCode.textContent = `${event.detail.code} (${event.detail.message})`;
});

async function start() {
  document.querySelector('#title').textContent = `Feature: ${feature || '(none)'}`;
  document.title = `${feature || 'Feature'} · <ddi-player> demo`;
  const samples = (await loadCatalog()).filter((entry) => entry.features.includes(feature));
  if (!samples.length) throw new Error(`no sample of the catalogue has the feature "${feature}": pick one on the demo home page`);
  const note = FEATURE_NOTES[feature] ?? DEFAULT_NOTE;
  document.querySelector('#note').textContent = note.error ? `${note.text} Expected error: ${note.error}.` : note.text;
  select.replaceChildren(...samples.map((entry, index) => new Option(entry.title, String(index))));
  select.disabled = samples.length === 1;
  const show = (entry) => {
    errorCode.textContent = 'none';
    const options = FEATURE_OPTIONS[feature];
    showSample(player, entry, typeof options === 'function' ? options(entry) : options);
  };
  select.addEventListener('change', () => show(samples[Number(select.value)]));
  show(samples[0]);
}

start().catch((error) => {
  problem.textContent = `This feature page cannot be shown: ${error.message}`;
});
