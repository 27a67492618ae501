import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import { deep, makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import '../ddi-player/ddi-player.js';
import { TamperCondition, alphaOf, fixedSlots, hexColour, resolveMarquee, slotAt, type DdiMarquee } from './ddi-marquee.js';
import { fetchSignedMarquee } from './marquee-data.js';

const VID = '1a2b3000zz00c4d5000000000000000000_1';

async function mount(marquee: unknown, options: PlayerOptions = {}, patch: Partial<PlayerState> = {}) {
  const provider = await fixture<TestStateProvider>(html`<ddi-test-state .state=${makeState(patch, { marquee, ...options } as PlayerOptions)}>
    <div style="position: relative; width: 640px; height: 360px">
      <video style="position: absolute; inset: 0; width: 100%; height: 100%"></video>
      <ddi-marquee></ddi-marquee>
    </div>
  </ddi-test-state>`);
  await settle(provider);
  const element = provider.querySelector('ddi-marquee')!;
  const reports: number[][] = [];
  provider.addEventListener('ddi-marquee-tamper-request', (event) => reports.push(event.detail.violations));
  return { provider, element, root: element.shadowRoot!, reports };
}

async function patchState(provider: TestStateProvider, patch: Partial<PlayerState>) {
  provider.state = { ...provider.state, ...patch };
  await settle(provider);
}
const play = (provider: TestStateProvider) => patchState(provider, { paused: false, started: true, ended: false });
const main = (element: DdiMarquee) => element.shadowRoot!.querySelector<HTMLElement>('.main');
const layer = (element: DdiMarquee) => element.shadowRoot!.querySelector<HTMLElement>('.layer')!;

describe('<ddi-marquee>', () => {
  let clock: sinon.SinonFakeTimers | undefined;
  let warn: sinon.SinonStub | undefined;
  afterEach(() => {
    clock?.restore();
    clock = undefined;
    warn = undefined;
    sinon.restore();
  });
  const fakeTime = () => {
    clock?.restore();
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  };
  const tick = async (element: Element, ms: number) => {
    await clock!.tickAsync(ms);
    await settle(element);
  };

  it('passes an accessibility audit (hidden from assistive technology)', async () => {
    const { provider, element } = await mount({ username: 'viewer 42', setting: 1 });
    await play(provider);
    await expect(provider).to.be.accessible();
    expect(element.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle(element).pointerEvents).to.equal('none');
  });

  describe('marquee: starts on play, fades (opacity 0) on pause, removed and re-created at video end', () => {
    it('is faded until the first play, shows on play and fades on pause', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 3 });
      expect(layer(element).classList.contains('paused')).to.equal(true);
      await play(provider);
      expect(layer(element).classList.contains('paused')).to.equal(false);
      expect(main(element)!.textContent).to.equal('viewer 42');
      await patchState(provider, { paused: true });
      expect(layer(element).classList.contains('paused')).to.equal(true);
      // The pattern's timers stop while paused: no fade toggles.
      const opacity = main(element)!.style.opacity;
      await tick(element, 9000);
      expect(main(element)!.style.opacity).to.equal(opacity);
    });

    it('at the end the texts are removed and created anew', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 1 });
      await play(provider);
      const before = main(element);
      expect(before).to.not.equal(null);
      await patchState(provider, { ended: true, paused: true });
      const after = main(element);
      expect(after).to.not.equal(null);
      expect(after).to.not.equal(before);
      expect(before!.isConnected).to.equal(false);
      expect(layer(element).classList.contains('paused')).to.equal(true);
    });

    it('an invalid marquee option warns and shows no marquee', async () => {
      warn = sinon.stub(console, 'warn');
      const { provider, element } = await mount('viewer 42');
      await play(provider);
      expect(element.shadowRoot!.querySelector('.layer')).to.equal(null);
      expect(String(warn.firstCall.args[0])).to.contain('must be an object');
    });
  });

  describe('patterns 1 and 4 scroll across, at full or 30% height span; speed default 20 (speed/10 s scroll), repeat every speed+2 s', () => {
    it('pattern 1: a pass of 2 s from the right edge to beyond the left, anywhere in the height, every 22 s', async () => {
      fakeTime();
      sinon.stub(Math, 'random').returns(0.9);
      const { provider, element } = await mount({ username: 'viewer 42', setting: 1 });
      await play(provider);
      const text = main(element)!;
      expect(text.classList.contains('scroll')).to.equal(true);
      expect(text.style.top).to.equal('90%');
      const first = text.getAnimations()[0]!;
      expect(first.effect!.getTiming().duration).to.equal(2000);
      const frames = (first.effect as KeyframeEffect).getKeyframes();
      expect(String(frames.at(-1)!.transform)).to.contain('translateX(-640px)');
      await tick(element, 21_999);
      expect(main(element)!.getAnimations()[0]).to.equal(first);
      await tick(element, 1);
      expect(main(element)!.getAnimations()[0]).to.not.equal(first);
    });

    it('pattern 4 keeps to the top 30 %; speed 30 scrolls in 3 s and repeats every 32 s', async () => {
      fakeTime();
      sinon.stub(Math, 'random').returns(0.9);
      const { provider, element } = await mount({ username: 'viewer 42', setting: 4, speed: 30 });
      await play(provider);
      expect(main(element)!.style.top).to.equal('27%');
      const first = main(element)!.getAnimations()[0]!;
      expect(first.effect!.getTiming().duration).to.equal(3000);
      await tick(element, 31_999);
      expect(main(element)!.getAnimations()[0]).to.equal(first);
      await tick(element, 1);
      expect(main(element)!.getAnimations()[0]).to.not.equal(first);
    });
  });

  describe('patterns 2 and 5 appear at a random spot for lifeTime then repeat after interval', () => {
    it('pattern 2: default lifeTime 1 s (x1000), then again after interval', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 2, interval: 4 });
      await play(provider);
      expect(main(element)).to.not.equal(null);
      await tick(element, 999);
      expect(main(element)).to.not.equal(null);
      await tick(element, 1);
      expect(main(element)).to.equal(null);
      await tick(element, 3999);
      expect(main(element)).to.equal(null);
      await tick(element, 1);
      expect(main(element)).to.not.equal(null);
    });

    it('pattern 5: lifeTime 2 s, within the top 30 %', async () => {
      fakeTime();
      sinon.stub(Math, 'random').returns(1);
      const { provider, element } = await mount({ username: 'viewer 42', setting: 5, lifeTime: 2 });
      await play(provider);
      expect(main(element)!.style.top).to.equal('30%');
      await tick(element, 1999);
      expect(main(element)).to.not.equal(null);
      await tick(element, 1);
      expect(main(element)).to.equal(null);
    });
  });

  describe('pattern 3 fades in and out every 3 s', () => {
    it('switches between its opacity and 0 every 3 s', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 3, alpha: 0.6 });
      await play(provider);
      expect(main(element)!.style.opacity).to.equal('0.6');
      await tick(element, 2999);
      expect(main(element)!.style.opacity).to.equal('0.6');
      await tick(element, 1);
      expect(main(element)!.style.opacity).to.equal('0');
      await tick(element, 3000);
      expect(main(element)!.style.opacity).to.equal('0.6');
    });
  });

  describe('patterns 6 and 7 add fixed corner text cycling by time ranges derived from the video id, or random placement every interval (default 3 s)', () => {
    it('fixed slots are 8 from the first 32 characters of the vid, each 4 characters, lasting hex(3rd)+hex(4th)+30 s with 20 s gap', () => {
      const { slots, cycle } = fixedSlots(VID);
      expect(slots).to.have.length(8);
      // '1a2b': corner 1 % 4, 2 + 11 + 30 s; '3000': corner 3, 30 s; 'zz00': not hex, corner 0, 30 s; 'c4d5': corner 12 % 4, 13 + 5 + 30 s.
      expect(slots.slice(0, 4)).to.deep.equal([
        { start: 0, end: 43, corner: 1 },
        { start: 63, end: 93, corner: 3 },
        { start: 113, end: 143, corner: 0 },
        { start: 163, end: 211, corner: 0 },
      ]);
      expect(slots[7]).to.deep.equal({ start: 381, end: 411, corner: 0 });
      expect(cycle).to.equal(431);
      expect(slotAt({ slots, cycle }, 42.9)?.corner).to.equal(1);
      expect(slotAt({ slots, cycle }, 50)).to.equal(undefined);
      expect(slotAt({ slots, cycle }, 431 + 70)?.corner).to.equal(3);
      expect(fixedSlots('').slots).to.deep.equal([]);
    });

    it('pattern 6 scrolls and shows the corner text of the current slot', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 6 }, { vid: VID }, { currentTime: 10 });
      await play(provider);
      const root = element.shadowRoot!;
      expect(main(element)!.classList.contains('scroll')).to.equal(true);
      expect(root.querySelector('.fixed')!.classList.contains('corner-1')).to.equal(true);
      await patchState(provider, { currentTime: 50 });
      expect(root.querySelector('.fixed')).to.equal(null);
      await patchState(provider, { currentTime: 70 });
      expect(root.querySelector('.fixed')!.classList.contains('corner-3')).to.equal(true);
    });

    it('pattern 7 appears at random spots and shows the corner text', async () => {
      fakeTime();
      const { provider, element } = await mount({ username: 'viewer 42', setting: 7 }, { vid: VID }, { currentTime: 70 });
      await play(provider);
      expect(main(element)!.classList.contains('appear')).to.equal(true);
      expect(element.shadowRoot!.querySelector('.fixed.corner-3')).to.not.equal(null);
    });

    it('without a vid the fixed text is placed at random every interval (default 3 s)', async () => {
      fakeTime();
      const random = sinon.stub(Math, 'random').returns(0.1);
      const { provider, element } = await mount({ username: 'viewer 42', setting: 6 });
      await play(provider);
      const fixed = () => element.shadowRoot!.querySelector<HTMLElement>('.fixed')!;
      expect(fixed().style.left).to.equal('10%');
      random.returns(0.5);
      await tick(element, 2999);
      expect(fixed().style.left).to.equal('10%');
      await tick(element, 1);
      expect(fixed().style.left).to.equal('50%');
    });
  });

  describe('marquee: font size at least 12 px; opacity at least 0.01 or a percentage; colour number padded to 6-digit hex; text-shadow 2px', () => {
    it('resolves the data rules', () => {
      expect(resolveMarquee({ username: 'a', fontSize: 8 })!.fontSize).to.equal(12);
      expect(resolveMarquee({ username: 'a' })!.fontSize).to.equal(14);
      expect(hexColour(0xff, '#ffffff')).to.equal('#0000ff');
      expect(hexColour('ff00', '#ffffff')).to.equal('#00ff00');
      expect(hexColour('#f80', '#ffffff')).to.equal('#ff8800');
      expect(hexColour('red', '#ffffff')).to.equal('#ffffff');
      expect(alphaOf(0)).to.equal(0.01);
      expect(alphaOf(0.5)).to.equal(0.5);
      expect(alphaOf(50)).to.equal(0.5);
      expect(alphaOf('30%')).to.equal(0.3);
      expect(resolveMarquee({ username: 'a', filter: true, filterColor: 0xff0000 })!.shadow).to.equal('2px 2px 2px #ff0000');
      expect(resolveMarquee({ username: 'a' })!.shadow).to.equal('');
    });

    it('renders them on the text', async () => {
      const { provider, element } = await mount({ username: 'viewer 42', setting: 3, fontSize: 8, fontColor: 0xff, alpha: 40, filter: 1 });
      await play(provider);
      const css = getComputedStyle(main(element)!);
      expect(css.fontSize).to.equal('12px');
      expect(css.color).to.equal('rgb(0, 0, 255)');
      expect(main(element)!.style.opacity).to.equal('0.4');
      expect(css.textShadow).to.equal('rgb(0, 0, 0) 2px 2px 2px');
    });
  });

  describe('tamper check every 5 s while playing reports violated conditions (numbered in the order of spec §5)', () => {
    async function tampered(change: (element: DdiMarquee, text: HTMLElement) => void, setting = 1) {
      fakeTime();
      const mounted = await mount({ username: 'viewer 42', setting });
      await play(mounted.provider);
      change(mounted.element, main(mounted.element)!);
      await clock!.tickAsync(5000);
      return mounted.reports;
    }

    it('an untouched marquee reports nothing, and nothing is checked while paused', async () => {
      fakeTime();
      const { provider, element, reports } = await mount({ username: 'viewer 42', setting: 1 });
      await play(provider);
      await clock!.tickAsync(15_000);
      expect(reports).to.deep.equal([]);
      await patchState(provider, { paused: true });
      element.style.zIndex = '5';
      await clock!.tickAsync(15_000);
      expect(reports).to.deep.equal([]);
    });

    it('1: size differs from the video by more than 1 px', async () => {
      expect(await tampered((element) => (element.style.right = '2px'))).to.deep.equal([[1]]);
      expect(await tampered((element) => (element.style.right = '1px'))).to.deep.equal([]);
    });

    it('2: hidden (display, visibility)', async () => {
      expect((await tampered((element) => (element.style.display = 'none')))[0]).to.include(2);
      expect(await tampered((_, text) => (text.style.visibility = 'hidden'))).to.deep.equal([[2]]);
    });

    it('3: opacity below 0.01', async () => {
      expect(await tampered((element) => (element.style.opacity = '0.005'))).to.deep.equal([[3]]);
      expect(await tampered((_, text) => (text.style.opacity = '0'))).to.deep.equal([[3]]);
    });

    it('4: font below 12 px', async () => {
      expect(await tampered((_, text) => (text.style.fontSize = '11px'))).to.deep.equal([[4]]);
    });

    it('5: non-zero margin, padding or border', async () => {
      expect((await tampered((element) => (element.style.margin = '3px')))[0]).to.include(5);
      expect(await tampered((_, text) => (text.style.padding = '2px'))).to.deep.equal([[5]]);
      expect(await tampered((_, text) => (text.style.border = '1px solid red'))).to.deep.equal([[5]]);
    });

    it('6: position other than absolute', async () => {
      expect(await tampered((_, text) => (text.style.position = 'fixed'))).to.deep.equal([[6]]);
      expect((await tampered((element) => (element.style.position = 'relative')))[0]).to.include(6);
    });

    it('7: z-index other than auto or 0', async () => {
      expect(await tampered((element) => (element.style.zIndex = '-1'))).to.deep.equal([[7]]);
      expect(await tampered((element) => (element.style.zIndex = '0'))).to.deep.equal([]);
    });

    it('8: its style sheet altered, disabled or removed', async () => {
      const sheetOf = (element: HTMLElement) => element.shadowRoot!.adoptedStyleSheets[0]!;
      expect(await tampered((element) => sheetOf(element).insertRule('.x { color: red }'))).to.deep.equal([[8]]);
      expect((await tampered((element) => sheetOf(element).deleteRule(0)))[0]).to.include(8);
      expect((await tampered((element) => (sheetOf(element).disabled = true)))[0]).to.include(8);
      expect((await tampered((element) => (element.shadowRoot!.adoptedStyleSheets = [])))[0]).to.include(8);
    });

    it('9: changed text, or a text removed', async () => {
      expect(await tampered((_, text) => (text.textContent = 'someone else'))).to.deep.equal([[9]]);
      expect(await tampered((_, text) => text.remove())).to.deep.equal([[9]]);
    });

    it('10: removal outside legal removal is reported at once; leaving the page with the player is legal', async () => {
      const { provider, element, reports } = await mount({ username: 'viewer 42', setting: 1 });
      await play(provider);
      element.remove();
      expect(reports).to.deep.equal([[TamperCondition.removed]]);
      const other = await mount({ username: 'viewer 42', setting: 1 });
      await play(other.provider);
      other.provider.remove();
      expect(other.reports).to.deep.equal([]);
    });

    it('several conditions at once are reported together, sorted', async () => {
      const reports = await tampered((element, text) => {
        element.style.zIndex = '9';
        text.style.fontSize = '6px';
        text.textContent = 'x';
      });
      expect(reports).to.deep.equal([[4, 7, 9]]);
    });
  });

  describe('a signed response is compared against a second signed response (option marqueeUrl)', () => {
    const respond = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));

    it('the data is trusted when sign2 of the second request equals sign of the first', async () => {
      const urls: string[] = [];
      const fetcher = ((url: string) => {
        urls.push(url);
        return urls.length === 1 ? respond({ data: { username: 'u1', setting: 2 }, sign: 'abc' }) : respond({ sign2: 'abc' });
      }) as unknown as typeof fetch;
      const result = await fetchSignedMarquee('/marquee', VID, fetcher);
      expect(result).to.deep.equal({ data: { username: 'u1', setting: 2 }, verified: true });
      const second = new URL(urls[1]!);
      expect(second.searchParams.get('sign')).to.equal('abc');
      expect(second.searchParams.get('username')).to.equal('u1');
      expect(second.searchParams.get('vid')).to.equal(VID);
    });

    it('a mismatch shows the data, warns and reports 11', async () => {
      warn = sinon.stub(console, 'warn');
      let calls = 0;
      sinon.stub(window, 'fetch').callsFake(() => (++calls === 1 ? respond({ data: { username: 'from url', setting: 3 }, sign: 'abc' }) : respond({ sign2: 'other' })));
      const { provider, element, reports } = await mount(undefined, { marqueeUrl: '/marquee' });
      await play(provider);
      // Two fetches and a render: wait for the outcome rather than a fixed time (a loaded CI machine needs longer).
      await until(() => reports.length > 0 && main(element)?.textContent === 'from url', 'the second signed response');
      await settle(provider);
      expect(main(element)!.textContent).to.equal('from url');
      expect(reports).to.deep.equal([[TamperCondition.signature]]);
      expect(String(warn.firstCall.args[0])).to.contain('not confirmed');
    });
  });

  describe('in <ddi-player>: loaded only for the marquee option; the tamper report reaches the page as ddi-marquee-tamper', () => {
    it('renders the marquee in the stage and fires ddi-marquee-tamper with the violations', async () => {
      const player = await fixture(html`<ddi-player src=${media.mp4}></ddi-player>`);
      await settle(player);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(deep(player, 'ddi-marquee')).to.equal(null);
      const withMarquee = await fixture<HTMLElement & { options: PlayerOptions }>(html`<ddi-player></ddi-player>`);
      withMarquee.options = { url: media.mp4, marquee: { username: 'viewer 42', setting: 1 } };
      await until(() => deep(withMarquee, 'ddi-marquee') !== null, 'the marquee');
      const marquee = deep<DdiMarquee>(withMarquee, 'ddi-marquee')!;
      expect(marquee.parentElement!.classList.contains('stage')).to.equal(true);
      const reports: number[][] = [];
      withMarquee.addEventListener('ddi-marquee-tamper', (event) => reports.push(event.detail.violations));
      marquee.style.zIndex = '3';
      marquee.checkTamper();
      expect(reports).to.deep.equal([[7]]);
    });
  });
});
