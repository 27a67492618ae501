import { LitElement, html, nothing } from 'lit';
import { playerRequest } from '../core/events.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { stateConsumer } from '../core/state.js';
import { styles } from './ddi-screenshot-preview.styles.js';
import { defineElement } from '../core/define.js';

/**
 * The screenshot preview of spec §2: the picture (at most 240 px wide), `Save` (downloads it as
 * `shot_<timestamp>.png`) and `Close`. Loaded on the first screenshot.
 *
 * @tag ddi-screenshot-preview
 * @fires ddi-overlay-close-request - detail `{ overlay: 'screenshot-preview' }`
 * @csspart dialog - the preview box
 * @csspart image - the picture
 * @csspart button - the save and close actions
 */
export class DdiScreenshotPreview extends LitElement {
  static override styles = styles;
  static override properties = { src: {}, fileName: { attribute: 'file-name' } };

  /** The picture's (object) URL. */
  declare src: string;

  /** The download name, `shot_<timestamp>.png`. */
  declare fileName: string;

  constructor() {
    super();
    this.src = '';
    this.fileName = '';
  }

  #state = stateConsumer(this);

  override connectedCallback(): void {
    super.connectedCallback();
    void this.updateComplete.then(() => this.shadowRoot?.querySelector<HTMLElement>('a')?.focus());
  }

  protected override render() {
    const state = this.#state.value;
    if (!state || !this.src) return nothing;
    const m = overlayMessages(state.messages);
    return html`<div class="dialog" part="dialog" role="dialog" aria-label=${m.screenshotPreview} @keydown=${this.#onKey}>
      <img part="image" src=${this.src} alt=${m.screenshotPreview} />
      <div class="actions">
        <a part="button" href=${this.src} download=${this.fileName}>${m.save}</a>
        <button part="button" type="button" @click=${this.#close}>${m.close}</button>
      </div>
    </div>`;
  }

  #close() {
    this.dispatchEvent(playerRequest('ddi-overlay-close-request', { overlay: 'screenshot-preview' }));
  }

  #onKey(event: KeyboardEvent) {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    this.#close();
  }
}

defineElement('ddi-screenshot-preview', DdiScreenshotPreview);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-screenshot-preview': DdiScreenshotPreview;
  }
}
