// The skin gallery: one player per skin, all with the same sample, in the state of `?state=<id>`
// (demo/pages.js GALLERY_STATES). States are set through the player's public API; the few that only a
// pointer gesture opens (menus, progress-bar hover, controls kept visible while playing) go through
// `uiGestures` below, which dispatches pointer events into the player's open shadow roots.
import { loadCatalog, sampleFor, showSample } from '/demo/catalog.js';
import { GALLERY_STATES, SKINS } from '/demo/pages.js';

const params = new URLSearchParams(location.search);
const stateSelect = document.querySelector('#state');
const skinSelect = document.querySelector('#fullscreen-skin');
const gallery = document.querySelector('#gallery');
const note = document.querySelector('#note');
const problem = document.querySelector('#problem');

const state = GALLERY_STATES.find((candidate) => candidate.id === params.get('state')) ?? GALLERY_STATES[0];
if (params.has('state') && state.id !== params.get('state')) {
  problem.textContent = `Unknown state "${params.get('state')}": showing "${state.label}".`;
}
const fullscreenSkin = SKINS.includes(params.get('skin')) ? params.get('skin') : SKINS[0];

/** The one place that imitates the viewer's pointer inside the player's shadow DOM. */
const uiGestures = {
  /** The element at `selectors`, each one inside the previous one's shadow root. */
  find(player, ...selectors) {
    let node = player;
    for (const selector of selectors) {
      node = node?.shadowRoot?.querySelector(selector) ?? null;
    }
    return node;
  },
  /** Moves the pointer over the progress bar at `fraction` of its width (the time tooltip, with thumbnail). */
  hoverProgress(player, fraction) {
    const track = this.find(player, 'ddi-control-bar', 'ddi-time-slider', '[part="progress"]');
    if (!track) throw new Error('no progress bar in the player');
    const box = track.getBoundingClientRect();
    const at = { bubbles: true, composed: true, pointerId: 1, clientX: box.left + box.width * fraction, clientY: box.top + box.height / 2 };
    track.dispatchEvent(new PointerEvent('pointerover', at));
    track.dispatchEvent(new PointerEvent('pointermove', at));
  },
  /** Clicks the menu button named `label` (Settings, Speed, Quality…) in the control bar. */
  openMenu(player, label) {
    const button = this.find(player, 'ddi-control-bar', `ddi-menu-button[label="${label}"]`, 'button[part="button"]');
    if (!button) throw new Error(`no "${label}" menu in the player`);
    button.click();
  },
  /** Moves the pointer over the player every second, as a viewer's hand does: the control bar stays shown. */
  keepControlsShown(players) {
    const wake = () => {
      for (const player of players) {
        const box = player.getBoundingClientRect();
        player.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 }));
      }
    };
    wake();
    setInterval(wake, 1000);
  },
};

/** The players that fired `ddi-ready` (listened to from their creation on). */
const readyPlayers = new WeakSet();

/** Resolves once `player` fired `ddi-ready`. */
function ready(player) {
  return new Promise((resolve) => {
    if (readyPlayers.has(player)) resolve();
    else player.addEventListener('ddi-ready', () => resolve(), { once: true });
  });
}

/** Resolves once `player` knows its duration. */
async function withDuration(player) {
  await ready(player);
  while (!(player.duration > 0)) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Muted playback started by the page (browsers allow it without a gesture). */
function playMuted(player) {
  player.muted = true;
  return player.play().catch((error) => report(player, `play() was refused: ${error.message}`));
}

const galleryQuestion = {
  examId: 'gallery-question',
  question: 'Which skin do you like best?',
  choices: SKINS.map((skin, index) => ({ answer: skin, right_answer: index === 0 ? 1 : 0 })),
  skip: true,
  multi: 0,
  answer: 'Every skin is right: they only change colours and sizes.',
};

/** How each state is set up, and what the page says about it. */
const setups = {
  'paused-cover': { note: 'Loaded and paused: the cover picture and the big play button.', run: () => {} },
  playing: {
    note: 'Playing muted (started by the page); the pointer is kept over the players so that the control bar stays.',
    run: async (players) => {
      await Promise.all(players.map(playMuted));
      uiGestures.keepControlsShown(players);
    },
  },
  'progress-hover': {
    note: 'The pointer rests over the progress bar at 40 %: the tooltip shows the time and its sprite thumbnail.',
    run: async (players) => {
      await Promise.all(players.map(withDuration));
      for (const player of players) uiGestures.hoverProgress(player, 0.4);
    },
  },
  'menus-open': {
    note: 'The Settings menu of every player is open (a click elsewhere closes it).',
    run: async (players) => {
      await Promise.all(players.map(ready));
      for (const player of players) uiGestures.openMenu(player, 'Settings');
    },
  },
  'audio-mode': {
    note: 'switchMode("audio"): the audio panel with its wave; "Switch to video" goes back.',
    run: async (players) => {
      await Promise.all(players.map(ready));
      for (const player of players) player.switchMode('audio');
    },
  },
  'page-fullscreen': {
    note: 'Page fullscreen fills the window, so only one player can show it: pick the skin above. Escape or the button leaves it.',
    run: async (players) => {
      const player = players[SKINS.indexOf(fullscreenSkin)];
      await ready(player);
      player.togglePageFullscreen();
    },
  },
  narrow: { note: 'Each player is 320 px wide: the control bar drops the buttons that do not fit.', run: () => gallery.classList.add('narrow') },
  error: { note: 'A video that did not pass review: the error layer shows the #005 message; the caption shows the code.', run: () => {} },
  quiz: {
    note: 'showQuestion() with a question of the page.',
    run: async (players) => {
      await Promise.all(players.map(ready));
      for (const player of players) player.showQuestion(galleryQuestion);
    },
  },
  visitor: {
    note: 'The visitor form appears at 5 s: the page clears the "submitted" memory, seeks to 4 s and plays muted.',
    run: async (players) => {
      for (const key of Object.keys(localStorage)) if (key.startsWith('visitor-')) localStorage.removeItem(key);
      await Promise.all(players.map(withDuration));
      for (const player of players) player.seek(4);
      await Promise.all(players.map(playMuted));
    },
  },
  ads: {
    note: 'The page plays muted: the 5 s start ad shows first (skippable after 2 s). Reload to see it again.',
    run: (players) => Promise.all(players.map(playMuted)),
  },
  teaser: {
    note: 'The page plays muted: the 3 s teaser picture shows first. Reload to see it again.',
    run: (players) => Promise.all(players.map(playMuted)),
  },
  endscreen: {
    note: 'The page seeks to half a second before the end and plays muted: the end screen opens at the end.',
    run: async (players) => {
      await Promise.all(players.map(withDuration));
      for (const player of players) player.seek(player.duration - 0.5);
      await Promise.all(players.map(playMuted));
    },
  },
  spread: { note: 'The spread banner (a text ticker) while playing muted.', run: (players) => Promise.all(players.map(playMuted)) },
  slides: { note: 'The slides layout: the slide as main view, the video in the small window, the chapter panel.', run: () => {} },
  password: { note: 'The password prompt comes before anything else (the password is ddi123).', run: () => {} },
};

function report(player, text) {
  const output = player.closest('figure')?.querySelector('output');
  if (output) output.textContent = text;
}

function fillSelects() {
  stateSelect.append(
    ...GALLERY_STATES.map((candidate) => {
      const option = new Option(candidate.label, candidate.id);
      option.selected = candidate === state;
      return option;
    }),
  );
  skinSelect.append(...SKINS.map((skin) => new Option(skin, skin, false, skin === fullscreenSkin)));
  document.querySelector('#fullscreen-choice').hidden = state.id !== 'page-fullscreen';
  // Each state is a page of its own (a fresh set of players): changing a select loads it.
  const go = () => {
    const next = new URLSearchParams({ state: stateSelect.value });
    if (stateSelect.value === 'page-fullscreen') next.set('skin', skinSelect.value);
    location.search = next.toString();
  };
  stateSelect.addEventListener('change', go);
  skinSelect.addEventListener('change', go);
  document.querySelector('#controls').addEventListener('submit', (event) => {
    event.preventDefault();
    go();
  });
}

function createPlayers() {
  return SKINS.map((skin) => {
    const figure = document.createElement('figure');
    const player = document.createElement('ddi-player');
    player.setAttribute('skin', skin);
    player.setAttribute('lang', 'en');
    player.setAttribute('aria-label', `Video player, skin ${skin}`);
    const caption = document.createElement('figcaption');
    const name = document.createElement('strong');
    name.textContent = skin;
    const output = document.createElement('output');
    output.textContent = 'loading…';
    caption.append(name, ' ', output);
    figure.append(player, caption);
    gallery.append(figure);
    player.addEventListener('ddi-ready', () => {
      readyPlayers.add(player);
      report(player, 'ready');
    });
    player.addEventListener('ddi-play', () => report(player, 'playing'));
    player.addEventListener('ddi-pause', () => report(player, 'paused'));
    player.addEventListener('ddi-error', (event) => report(player, `error ${event.detail.code}: ${event.detail.message}`));
    return player;
  });
}

async function start() {
  fillSelects();
  const setup = setups[state.id];
  note.textContent = setup.note;
  document.title = `Skin gallery: ${state.label} · <ddi-player> demo`;
  const entry = sampleFor(await loadCatalog(), state.feature);
  if (!entry) throw new Error(`the catalogue has no "${state.feature}" sample`);
  const players = createPlayers();
  for (const player of players) showSample(player, entry);
  await setup.run(players);
  gallery.setAttribute('aria-busy', 'false');
  gallery.dataset.ready = state.id;
}

start().catch((error) => {
  problem.textContent = `The gallery could not be set up: ${error.message}`;
});
