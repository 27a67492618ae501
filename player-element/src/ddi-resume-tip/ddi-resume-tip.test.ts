import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import './ddi-resume-tip.js';

async function mount(resumeTime: number | null, lang: 'en' | 'zh_CN' = 'en', startTip = false) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ resumeTime, startTip, messages: messagesFor(lang) }, { lang })}><ddi-resume-tip></ddi-resume-tip></ddi-test-state>`,
  );
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-resume-tip')!.shadowRoot! };
}

describe('<ddi-resume-tip>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount(65);
    await expect(provider).to.be.accessible();
  });

  describe('resume tip: "last played at <time>, replaying", replay link and close', () => {
    it('says where playback resumed, as a status message', async () => {
      const { root } = await mount(65);
      const tip = root.querySelector('[part="tip"]')!;
      expect(tip.getAttribute('role')).to.equal('status');
      expect(tip.textContent?.replace(/\s+/g, ' ')).to.contain('Last played at 1:05, replaying');
    });

    it('replay asks to seek to 0 and to close; close asks to close', async () => {
      const { provider, root } = await mount(65);
      root.querySelector<HTMLElement>('[part="replay"]')!.click();
      root.querySelector<HTMLElement>('[part="close"]')!.click();
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-seek-request', detail: { time: 0 } },
        { name: 'ddi-overlay-close-request', detail: { overlay: 'resume-tip' } },
        { name: 'ddi-overlay-close-request', detail: { overlay: 'resume-tip' } },
      ]);
      expect(root.querySelector('[part="close"]')!.getAttribute('aria-label')).to.equal('Close');
    });

    it('renders nothing without a resume position', async () => {
      expect((await mount(null, 'en', true)).root.querySelector('[part="tip"]')).to.equal(null);
      const { root } = await mount(null);
      expect(root.querySelector('[part="tip"]')).to.equal(null);
    });
  });

  describe('spec §2 start-time prompt: the video starts at its start time', () => {
    it('passes an accessibility audit', async () => {
      await expect((await mount(65, 'en', true)).provider).to.be.accessible();
    });

    it('says where playback starts, as a status, with a close and no replay link', async () => {
      const { provider, root } = await mount(65, 'en', true);
      const tip = root.querySelector('[part="tip"]')!;
      expect(tip.getAttribute('role')).to.equal('status');
      expect(tip.textContent?.replace(/\s+/g, ' ')).to.contain('Playback starts at 1:05');
      expect(tip.textContent).not.to.contain('Last played');
      expect(root.querySelector('[part="replay"]')).to.equal(null);
      root.querySelector<HTMLElement>('[part="close"]')!.click();
      expect(provider.requests).to.deep.equal([{ name: 'ddi-overlay-close-request', detail: { overlay: 'resume-tip' } }]);
    });

    it('exists in every player language', async () => {
      expect((await mount(65, 'zh_CN', true)).root.textContent).to.contain('将从 1:05 开始播放');
    });
  });
});
