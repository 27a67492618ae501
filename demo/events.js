// Every public event of <ddi-player> (the `events` of ddi-player in player-element/custom-elements.json;
// scripts/test/demo-events.test.ts checks that this list equals the manifest's), and an event log.

export const PLAYER_EVENTS = [
  'ddi-ready',
  'ddi-start',
  'ddi-play',
  'ddi-pause',
  'ddi-over',
  'ddi-play-completed',
  'ddi-fullscreen',
  'ddi-normal-screen',
  'ddi-error',
  'ddi-volume-change',
  'ddi-seek',
  'ddi-mode-change',
  'ddi-rate-change',
  'ddi-level-change',
  'ddi-clip-end',
  'ddi-line-change',
  'ddi-subtitle-change',
  'ddi-segment-skip',
  'ddi-platform-call',
  'ddi-marquee-tamper',
  'ddi-question-show',
  'ddi-question-skip',
  'ddi-question-answer',
  'ddi-visitor-submit',
  'ddi-recommend-select',
  'ddi-playlist-select',
  'ddi-slide-change',
  'ddi-main-screen-change',
];

const MAX_ENTRIES = 200;

/** Logs every event of `player` into the list `log`, newest first, with the time and the detail. */
export function logEvents(player, log) {
  for (const name of PLAYER_EVENTS) {
    player.addEventListener(name, (event) => {
      const item = document.createElement('li');
      const time = document.createElement('time');
      time.textContent = new Date().toLocaleTimeString();
      const text = document.createElement('span');
      text.textContent = ` ${name} ${JSON.stringify(event.detail)}`;
      item.append(time, text);
      item.dataset.event = name;
      log.prepend(item);
      while (log.children.length > MAX_ENTRIES) log.lastElementChild.remove();
    });
  }
}
