// The demo's index: the sample picker (one player, `?feature=<name>` picks the first raw sample with that
// feature), the player's events, and links to every demo page.
import { featuresOf, loadCatalog, showSample } from '/demo/catalog.js';
import { logEvents } from '/demo/events.js';
import { GALLERY_STATES, LANGUAGES, PAGES } from '/demo/pages.js';

const select = document.querySelector('#sample');
const player = document.querySelector('#player');
const features = document.querySelector('#features');

logEvents(player, document.querySelector('#events'));

function link(href, text) {
  const item = document.createElement('li');
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  item.append(anchor);
  return item;
}

document.querySelector('#pages').append(...PAGES.filter((page) => page.path !== '/demo/').map((page) => link(page.path, page.title)));
document
  .querySelector('#gallery-states')
  .append(...GALLERY_STATES.map((state) => link(`/demo/gallery.html?state=${state.id}`, state.label)));
document
  .querySelector('#languages')
  .append(...LANGUAGES.map((language) => link(`/demo/lang.html?lang=${language.code}`, `${language.name} (${language.code})`)));

function show(entry) {
  features.textContent = `Demonstrates: ${entry.features.join(', ')}`;
  showSample(player, entry);
}

async function start() {
  const all = await loadCatalog();
  const featureList = document.querySelector('#feature-pages');
  featureList.append(...featuresOf(all).map((feature) => link(`/demo/feature.html?feature=${encodeURIComponent(feature)}`, feature)));
  featureList.setAttribute('aria-busy', 'false');
  const catalog = all.filter((entry) => typeof entry.src === 'string');
  select.replaceChildren(
    ...catalog.map((entry, index) => {
      const option = document.createElement('option');
      option.value = String(index);
      option.textContent = entry.title;
      return option;
    }),
  );
  const wanted = new URLSearchParams(location.search).get('feature');
  const first = Math.max(0, catalog.findIndex((entry) => entry.features.includes(wanted)));
  select.value = String(first);
  select.disabled = false;
  select.addEventListener('change', () => show(catalog[Number(select.value)]));
  if (catalog[first]) show(catalog[first]);
}

start().catch((error) => {
  features.textContent = `The catalogue could not be loaded: ${error.message}`;
  features.setAttribute('role', 'alert');
});
