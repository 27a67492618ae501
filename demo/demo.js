// The demo page: one player, the samples of /demo/catalog.json, and the player's events as they happen.
const select = document.querySelector('#sample');
const player = document.querySelector('#player');
const features = document.querySelector('#features');
const events = document.querySelector('#events');

const eventNames = ['ddi-play', 'ddi-pause', 'ddi-over', 'ddi-error'];
for (const name of eventNames) {
  player.addEventListener(name, (event) => {
    const item = document.createElement('li');
    item.textContent = `${name} ${JSON.stringify(event.detail)}`;
    events.prepend(item);
  });
}

function show(entry) {
  features.textContent = `Demonstrates: ${entry.features.join(', ')}`;
  player.setAttribute('src', entry.src);
}

async function start() {
  const response = await fetch('/demo/catalog.json');
  if (!response.ok) throw new Error(`catalogue: HTTP ${response.status}`);
  const catalog = (await response.json()).filter((entry) => typeof entry.src === 'string');
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
});
