import { expect, fixture, html } from '@open-wc/testing';
import { makeState, settle, type TestStateProvider } from '../../test/helpers.js';
import { messagesFor } from '../core/i18n.js';
import type { PasswordPromptState } from '../core/state.js';
import './ddi-password-prompt.js';

async function mount(password: PasswordPromptState | null = { message: '', busy: false }, lang: 'en' | 'zh_CN' = 'en') {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ password, messages: messagesFor(lang) })}><ddi-password-prompt></ddi-password-prompt></ddi-test-state>`,
  );
  await settle(provider);
  const element = provider.querySelector('ddi-password-prompt')!;
  return { provider, element, root: element.shadowRoot! };
}

const submit = async (root: ShadowRoot, value: string, element: HTMLElement) => {
  root.querySelector<HTMLInputElement>('[part="password-input"]')!.value = value;
  root.querySelector<HTMLButtonElement>('[part="password-ok"]')!.click();
  await (element as unknown as { updateComplete: Promise<unknown> }).updateComplete;
};

describe('<ddi-password-prompt>', () => {
  it('passes an accessibility audit', async () => {
    const { provider } = await mount();
    await expect(provider).to.be.accessible();
  });

  describe('spec §2/§5: password prompt with text, input, OK button and message line', () => {
    it('an empty password says "Please enter password!" and asks nothing', async () => {
      const { provider, root, element } = await mount();
      await submit(root, '', element);
      expect(root.querySelector('[part="password-message"]')!.textContent).to.equal('Please enter password!');
      expect(provider.requests).to.deep.equal([]);
    });

    it('a password is sent to the host for checking', async () => {
      const { provider, root, element } = await mount();
      await submit(root, 'ddi123', element);
      expect(provider.requests).to.deep.equal([{ name: 'ddi-password-request', detail: { password: 'ddi123' } }]);
    });

    it('shows the host\'s result (wrong, time error, network error) in the message line', async () => {
      const { root } = await mount({ message: 'The password you entered is incorrect!', busy: false });
      expect(root.querySelector('[part="password-message"]')!.textContent).to.equal('The password you entered is incorrect!');
      expect(root.querySelector('[part="password-input"]')!.getAttribute('aria-label')).to.equal('Password');
    });

    it('one check at a time: OK is disabled while a check runs', async () => {
      const { root } = await mount({ message: '', busy: true });
      expect(root.querySelector<HTMLButtonElement>('[part="password-ok"]')!.disabled).to.equal(true);
    });

    it('speaks Chinese: "请输入密码！"', async () => {
      const { root, element } = await mount(undefined, 'zh_CN');
      await submit(root, '', element);
      expect(root.querySelector('[part="password-message"]')!.textContent).to.equal('请输入密码！');
    });
  });
});
