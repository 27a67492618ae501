// The sample media of GET /demo/catalog.json (raw media `{ src }` and platform videos `{ vid }`).

/** The catalogue entries; throws with the HTTP status when it cannot be loaded. */
export async function loadCatalog() {
  const response = await fetch('/demo/catalog.json');
  if (!response.ok) throw new Error(`the catalogue /demo/catalog.json answered HTTP ${response.status}`);
  return response.json();
}

/** The distinct features of the catalogue, in catalogue order. */
export function featuresOf(catalog) {
  return [...new Set(catalog.flatMap((entry) => entry.features))];
}

/** The first entry with `feature`, raw media first (they come first in the catalogue). */
export function sampleFor(catalog, feature) {
  return catalog.find((entry) => entry.features.includes(feature));
}

/** Points `player` at `entry` through its `src` or `vid` attribute, with `options` (assigned first). */
export function showSample(player, entry, options) {
  if (options) player.options = options;
  player.removeAttribute(entry.src ? 'vid' : 'src');
  player.setAttribute(entry.src ? 'src' : 'vid', entry.src ?? entry.vid);
}
