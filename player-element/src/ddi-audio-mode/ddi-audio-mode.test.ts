import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import { SOUND_WAVE_BARS } from './ddi-audio-mode.js';
import './ddi-audio-mode.js';

async function mount(patch: Parameters<typeof makeState>[0] = {}, options: Parameters<typeof makeState>[1] = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ mode: 'audio', coverUrl: '/media/lesson/cover.jpg', ...patch }, options)}><ddi-audio-mode></ddi-audio-mode></ddi-test-state>`,
  );
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-audio-mode')!.shadowRoot! };
}

describe('<ddi-audio-mode>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount();
    await expect(provider).to.be.accessible();
  });

  describe('spec §2: the audio-mode panel has a cover image, 21 sound-wave bars and a switch-to-video link', () => {
    it('shows the cover and 21 bars, moving only while playing', async () => {
      const { root } = await mount({ paused: false });
      expect(root.querySelector('[part="audio-cover"]')!.getAttribute('src')).to.equal('/media/lesson/cover.jpg');
      expect(root.querySelectorAll('[part="wave-bar"]')).to.have.length(SOUND_WAVE_BARS);
      expect(SOUND_WAVE_BARS).to.equal(21);
      expect(root.querySelector('[part="panel"]')!.hasAttribute('data-playing')).to.equal(true);
    });

    it('"Switch to video" asks the host for video mode', async () => {
      const { provider, root } = await mount();
      const link = root.querySelector<HTMLButtonElement>('[part="switch-to-video"]')!;
      expect(link.textContent).to.equal('Switch to video');
      link.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-mode-request', detail: { mode: 'video' } }]);
    });

    it('has no switch link when video mode is not allowed, and nothing in video mode', async () => {
      expect((await mount({}, { videoMode: false })).root.querySelector('[part="switch-to-video"]')).to.equal(null);
      expect((await mount({ mode: 'video' })).root.querySelector('[part="panel"]')).to.equal(null);
    });

    it('speaks Chinese when the player does', async () => {
      const { root } = await mount({ messages: messagesFor('zh_CN') });
      expect(root.querySelector('[part="switch-to-video"]')!.textContent).to.equal('切换到视频');
    });
  });
});
