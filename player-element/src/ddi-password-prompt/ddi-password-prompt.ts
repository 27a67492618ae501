import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { playerRequest } from '../core/events.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { stateConsumer } from '../core/state.js';
import { ModalController } from '../player/modal-controller.js';
import { styles } from './ddi-password-prompt.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The password prompt of spec §2: a text, a password input, an OK button and a message line. An empty
 * input says "Please enter password!" without asking the host; otherwise it asks the host to check the
 * password (the host runs one check at a time and writes the result into the message line: wrong, time
 * error, network error). Loaded only for password-protected videos.
 *
 * A modal of the player's modal queue (`ModalController`, decisions 0046): the first in priority; while it
 * shows, focus is in its input, Tab stays inside and Escape does not close it (playback waits for the
 * password); focus goes back when the password is accepted.
 *
 * @tag ddi-password-prompt
 * @fires ddi-password-request - detail `{ password }`
 * @csspart prompt - the dialog box
 * @csspart password-input - the input
 * @csspart password-ok - the OK button
 * @csspart password-message - the message line
 */
export class DdiPasswordPrompt extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  #modal = new ModalController(this, 'password');
  #focus = false;
  #empty = false;
  private get input(): HTMLInputElement | null {
    return this.renderRoot?.querySelector<HTMLInputElement>('input') ?? null;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (!this.#state.value?.password) this.#modal.close();
    else
      this.#modal.request(() => {
        this.#focus = true;
      });
  }

  protected override updated(): void {
    if (!this.#focus || !this.input) return;
    this.#focus = false;
    this.input.focus();
  }

  protected override render() {
    const state = this.#state.value;
    const prompt = state?.password;
    if (!state || !prompt || !this.#modal.open) return nothing;
    const m = overlayMessages(state.messages);
    const message = this.#empty ? m.inputPassword : prompt.message;
    return html`<div role="dialog" aria-modal="true" aria-label=${m.password} @keydown=${this.#keydown}><form class="prompt" part="prompt" @submit=${this.#submit} novalidate>
      <p>${m.passwordPrompt}</p>
      <div class="row">
        <input part="password-input" type="password" aria-label=${m.password} autocomplete="off" @input=${this.#typed} />
        <button part="password-ok" type="submit" ?disabled=${prompt.busy}>${m.ok}</button>
      </div>
      <p class="message" part="password-message" role="alert">${message}</p>
    </form></div>`;
  }

  #keydown = (event: KeyboardEvent) => this.#modal.keydown(event, event.currentTarget as Element);

  #typed() {
    if (!this.#empty) return;
    this.#empty = false;
    this.requestUpdate();
  }

  #submit(event: Event) {
    event.preventDefault();
    const password = this.input?.value ?? '';
    this.#empty = password === '';
    this.requestUpdate();
    if (!this.#empty) this.dispatchEvent(playerRequest('ddi-password-request', { password }));
  }
}

defineElement('ddi-password-prompt', DdiPasswordPrompt);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-password-prompt': DdiPasswordPrompt;
  }
}
