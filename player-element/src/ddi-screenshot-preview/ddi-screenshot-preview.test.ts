import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, until, type TestStateProvider } from '../../test/helpers.js';
import './ddi-screenshot-preview.js';

async function mount() {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState()}
      ><ddi-screenshot-preview src="/media/lesson/cover.jpg" file-name="shot_1700000000000.png"></ddi-screenshot-preview
    ></ddi-test-state>`,
  );
  await settle(provider);
  return { provider, root: provider.querySelector('ddi-screenshot-preview')!.shadowRoot! };
}

describe('<ddi-screenshot-preview>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount();
    await expect(provider).to.be.accessible();
  });

  describe('screenshot preview: at most 240 px wide, save as shot_<timestamp>.png, close', () => {
    it('shows the picture at most 240 px wide in a labelled dialog', async () => {
      const { root } = await mount();
      const image = root.querySelector<HTMLImageElement>('img')!;
      await until(() => image.complete && image.naturalWidth > 0, 'the picture');
      expect(image.naturalWidth).to.equal(1280);
      expect(image.getBoundingClientRect().width).to.equal(240);
      expect(root.querySelector('[role="dialog"]')!.getAttribute('aria-label')).to.equal('Screenshot preview');
    });

    it('Save downloads under the given name; Close asks to close; Escape too', async () => {
      const { provider, root } = await mount();
      const save = root.querySelector<HTMLAnchorElement>('a')!;
      expect([save.textContent, save.download]).to.deep.equal(['Save', 'shot_1700000000000.png']);
      expect(root.activeElement).to.equal(save);
      root.querySelector<HTMLButtonElement>('button')!.click();
      root.querySelector('[role="dialog"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(provider.requests).to.deep.equal([
        { name: 'ddi-overlay-close-request', detail: { overlay: 'screenshot-preview' } },
        { name: 'ddi-overlay-close-request', detail: { overlay: 'screenshot-preview' } },
      ]);
    });
  });
});
