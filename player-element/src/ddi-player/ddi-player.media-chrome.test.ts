// Issue 28 item 3, proved with a control library: media-chrome's <media-controller> drives <ddi-player
// slot="media"> as it drives a <video> — its play, mute and time-range controls drive the player, its time
// display shows the player's time. Real media-chrome, real mp4, real pointer input.
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import 'media-chrome';
import { advances, loaded, media, settle, until } from '../../test/helpers.js';
import './ddi-player.js';

/** `<media-controller>` with the player as its media and four of media-chrome's controls. */
async function controlled(options: object = {}) {
  const controller = await fixture<HTMLElement>(html`<media-controller style="width: 640px; height: 360px; display: block">
    <ddi-player slot="media" .options=${{ url: media.mp4, skinLocation: 2, ...options }}></ddi-player>
    <media-control-bar>
      <media-play-button></media-play-button>
      <media-mute-button></media-mute-button>
      <media-time-range></media-time-range>
      <media-time-display></media-time-display>
    </media-control-bar>
  </media-controller>`);
  const player = controller.querySelector('ddi-player')!;
  await settle(player);
  await loaded(player);
  const part = (tag: string) => controller.querySelector<HTMLElement>(tag)!;
  return { controller, player, play: part('media-play-button'), mute: part('media-mute-button'), range: part('media-time-range'), display: part('media-time-display') };
}

/** The time media-chrome's time display shows (`0:03`). */
const shown = (display: HTMLElement) => display.shadowRoot?.querySelector('slot')?.textContent?.trim() ?? '';

/** A real click at `ratio` of an element's width, on its vertical middle. */
async function clickAt(element: HTMLElement, ratio: number) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.left + box.width * ratio), Math.round(box.top + box.height / 2)] });
}

describe('<ddi-player> inside media-chrome\'s <media-controller> (issue 28 item 3: using your own controls)', () => {
  beforeEach(() => localStorage.clear());

  it('media-play-button plays the player (it plays, and the button shows it playing), and pauses it', async () => {
    const { player, play } = await controlled({ muted: true });
    let playing = 0;
    player.addEventListener('playing', () => (playing += 1));
    expect(play.hasAttribute('mediapaused')).to.equal(true);
    play.click();
    await until(() => !player.paused && playing > 0, 'the player to play');
    await advances(player, 0.3);
    await until(() => !play.hasAttribute('mediapaused'), 'the play button to show playing');
    play.click();
    await until(() => player.paused && play.hasAttribute('mediapaused'), 'the player to pause');
  });

  it('media-mute-button mutes and unmutes the player, and shows it', async () => {
    const { player, mute } = await controlled();
    expect(player.muted).to.equal(false);
    mute.click();
    await until(() => player.muted, 'the player to be muted');
    await until(() => mute.getAttribute('mediavolumelevel') === 'off', 'the mute button to show muted');
    mute.click();
    await until(() => !player.muted && mute.getAttribute('mediavolumelevel') !== 'off', 'the player to be unmuted');
  });

  it('media-time-display shows the player\'s time as it advances', async () => {
    const { player, display } = await controlled({ muted: true });
    await until(() => shown(display) === '0:00', 'the display at 0:00');
    await player.play();
    await until(() => player.currentTime >= 1.2, 'one second of playback');
    await until(() => shown(display) !== '0:00', `the display to advance (shows ${shown(display)})`);
    expect(shown(display)).to.match(/^0:0[1-9]$/);
  });

  it('media-time-range seeks the player where it is clicked, and follows its time', async () => {
    const { player, range } = await controlled({ muted: true });
    await until(() => Number(range.getAttribute('mediaduration')) > 0 || Number(range.getAttribute('mediaseekableend')) > 0, 'the range to know the duration');
    await clickAt(range, 0.5);
    await until(() => player.currentTime > 0, 'the seek');
    expect(player.currentTime).to.be.closeTo(player.duration / 2, player.duration * 0.1);
    await until(() => Math.abs(Number(range.getAttribute('mediacurrenttime')) - player.currentTime) < 1, 'the range to follow the time');
  });

  it('media-time-range cannot seek past the seek restrictions (ban_seek: on)', async () => {
    const { player, range } = await controlled({ muted: true, ban_seek: 'on' });
    await until(() => Number(range.getAttribute('mediaduration')) > 0 || Number(range.getAttribute('mediaseekableend')) > 0, 'the range to know the duration');
    await clickAt(range, 0.5);
    await settle(player);
    expect(player.currentTime).to.equal(0);
  });
});
