import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { playerEvent, playerRequest } from '../core/events.js';
import { format } from '../core/i18n.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { seenStore } from '../ddi-quiz/quiz-data.js';
import { isRecord, safeHttpUrl, toText } from '../core/sanitize.js';
import { icon } from '../styles/icons.js';
import { styles } from './ddi-visitor-form.styles.js';
import { overlayMessages } from '../core/i18n-overlays.js';
import { overlayClient } from '../platform/platform-client.js';
import { isAborted, RequestScope } from '../platform/request.js';
import { CueWindow } from '../player/cue-window.js';
import { ModalController } from '../player/modal-controller.js';
import { defineElement } from '../core/define.js';

/** After a successful submit the form closes after this long (spec §4, §9 "Visitor success 2 s"). */
export const VISITOR_SUCCESS_MS = 2000;
/** The platform refuses longer values (server contract). */
const MAX_VALUE = 1000;

/** A visitor form after validation. */
interface Form {
  qid: string;
  /** Seconds. */
  at: number;
  /** As given (`h:m:s`), for the record. */
  time: string;
  title: string;
  /** As given, for the record; `imageUrl`/`linkUrl` are the resolved http(s) URLs ('' when none or unsafe). */
  imagelink: string;
  link: string;
  imageUrl: string;
  linkUrl: string;
  fields: { name: string; type: 'input' | 'textarea'; msg: string }[];
}


/** Spec §3 `h:m:s`, strictly: three whole numbers, minutes and seconds below 60. Else undefined. */
export function parseClock(value: unknown): number | undefined {
  const match = typeof value === 'string' ? /^(\d{1,3}):(\d{1,2}):(\d{1,2})$/.exec(value.trim()) : null;
  if (!match) return undefined;
  const [hours, minutes, seconds] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return minutes < 60 && seconds < 60 ? hours * 3600 + minutes * 60 + seconds : undefined;
}

function parseForm(raw: unknown, base: string): Form | string {
  if (!isRecord(raw)) return 'not an object';
  const qid = toText(raw.qid);
  if (!qid) return 'no qid';
  const at = parseClock(raw.time);
  if (at === undefined) return `form ${qid}: bad time ${JSON.stringify(raw.time)} (h:m:s expected)`;
  if (!Array.isArray(raw.fields) || raw.fields.length === 0) return `form ${qid}: no fields`;
  const fields: Form['fields'] = [];
  for (const field of raw.fields as unknown[]) {
    if (!isRecord(field) || !toText(field.name)) return `form ${qid}: a field without a name`;
    fields.push({ name: toText(field.name), type: field.type === 'textarea' ? 'textarea' : 'input', msg: toText(field.msg) });
  }
  return {
    qid,
    at,
    time: toText(raw.time).trim(),
    title: toText(raw.title),
    imagelink: toText(raw.imagelink),
    link: toText(raw.link),
    imageUrl: safeHttpUrl(raw.imagelink, base),
    linkUrl: safeHttpUrl(raw.link, base),
    fields,
  };
}

function parseForms(list: unknown, base: string, source: string): Form[] {
  if (list === undefined) return [];
  if (!Array.isArray(list)) {
    console.warn(`ddi-visitor-form: ${source} must be a list of forms; ignored`);
    return [];
  }
  const forms: Form[] = [];
  for (const raw of list as unknown[]) {
    const parsed = parseForm(raw, base);
    if (typeof parsed === 'string') console.warn(`ddi-visitor-form: ${source}: form ignored (${parsed})`);
    else forms.push(parsed);
  }
  return forms;
}

export const visitorKey = (qid: string) => `visitor-${qid}`;

/**
 * The visitor-information form of spec §2, §4, §5: at its `time` (`h:m:s`, reached by normal playback;
 * a seek past it does not show it) the video pauses and a 558 px dialog shows a banner image (linking
 * out when `link` is an http(s) URL), the title, and input / textarea fields with their `msg` as the
 * placeholder. Every field is required (trimmed): a blank one is highlighted (`aria-invalid`) with
 * "Please complete the information correctly.". Submitting records the form (`POST /vod/visitor/record`
 * when playing by vid), shows the success state, closes after 2 s and resumes play; a failed call shows
 * the network error and keeps what was typed.
 *
 * The dialog is a modal of the player's modal queue (`ModalController`, decision 0046): a form due while
 * another modal (e.g. a quiz question) shows waits for its turn.
 *
 * The form may be skipped (a close button, or Escape): the video resumes. A submitted or skipped form is
 * remembered under `visitor-<qid>` in local storage and does not show again.
 *
 * Forms: the platform's `GET /vod/visitor/list` (playing by vid) and the `visitorForms` option.
 *
 * @tag ddi-visitor-form
 * @fires ddi-visitor-submit - detail `{ qid }`, after the platform recorded it
 * @fires ddi-pause-request - the form shows (and while it shows)
 * @fires ddi-play-request - the form closes and the video was playing
 * @csspart visitor-form - the dialog (558 px wide)
 * @csspart visitor-banner - the banner image (or its link)
 * @csspart visitor-title - the title
 * @csspart visitor-field - each input / textarea
 * @csspart visitor-error - the message line
 * @csspart visitor-submit - the submit button
 * @csspart visitor-skip - the skip (close) button
 * @csspart visitor-success - the success state
 */
export class DdiVisitorForm extends LitElement {
  static override styles = styles;
  /** Copied by the host into `exportparts`: pages style `ddi-player::part(visitor-form)`. */
  static exportParts = 'visitor-form, visitor-banner, visitor-title, visitor-field, visitor-error, visitor-submit, visitor-skip, visitor-success';

  #state = stateConsumer(this);
  /** The platform calls of this element, aborted when it leaves the page. */
  #calls = new RequestScope(this);
  #forms: Form[] = [];
  #optionsRead = false;
  #listVid = '';
  /** Submitted or skipped in this load. */
  #done = new Set<string>();
  #queue: Form[] = [];
  #current: Form | null = null;
  #invalid = new Set<number>();
  #message: '' | 'invalid' | 'network' = '';
  #status: 'idle' | 'sending' | 'success' = 'idle';
  #cues = new CueWindow();
  #modal = new ModalController(this, 'visitor-form');
  #focus = '';
  #timer: ReturnType<typeof setTimeout> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const state = this.#state.value;
    if (!state) return;
    this.#readSources(state);
    this.#checkTime(state);
    if (this.#current && this.#status !== 'success' && !state.paused) this.dispatchEvent(playerRequest('ddi-pause-request', { overlay: true }));
  }

  protected override updated(): void {
    if (!this.#focus) return;
    const target = this.renderRoot.querySelector<HTMLElement>(this.#focus);
    this.#focus = '';
    target?.focus();
  }

  #readSources(state: PlayerState): void {
    if (!this.#optionsRead) {
      this.#optionsRead = true;
      this.#forms.push(...parseForms(state.options.visitorForms, location.href, 'the visitorForms option'));
    }
    const vod = state.vod;
    if (vod && this.#listVid !== vod.vid) {
      this.#listVid = vod.vid;
      void this.#fetchList(state, vod.base, vod.vid);
    }
  }

  async #fetchList(state: PlayerState, base: string, vid: string): Promise<void> {
    try {
      const data = await overlayClient(state, this.#calls)?.visitorList(vid);
      if (this.#listVid !== vid) return;
      this.#forms.push(...parseForms(data, `${base}/`, 'the visitor list'));
      this.requestUpdate();
    } catch (error) {
      if (!isAborted(error)) console.warn(`ddi-visitor-form: the visitor forms of ${vid} could not be loaded (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  #seen(form: Form): boolean {
    return this.#done.has(form.qid) || seenStore.has(visitorKey(form.qid));
  }

  #checkTime(state: PlayerState): void {
    const crossed = this.#cues.step(state, this.#modal.active);
    if (!crossed) return;
    const { from, to } = crossed;
    const due = this.#forms.filter((form) => from <= form.at && form.at < to && !this.#seen(form)).sort((a, b) => a.at - b.at);
    if (due.length === 0) return;
    this.#queue.push(...due.slice(1));
    this.#modal.request(() => {
      if (!(this.#state.value ?? state).paused) {
        this.#modal.run.resume = true;
        this.dispatchEvent(playerRequest('ddi-pause-request', { overlay: true }));
      }
      this.#show(due[0]!);
    });
  }

  #show(form: Form): void {
    this.#current = form;
    this.#invalid = new Set();
    this.#message = '';
    this.#status = 'idle';
    this.#focus = '[part~="visitor-field"]';
    this.requestUpdate();
  }

  #close(): void {
    clearTimeout(this.#timer);
    this.#current = null;
    const next = this.#queue.shift();
    if (next && !this.#seen(next)) {
      this.#show(next);
      return;
    }
    this.requestUpdate();
    // Another modal may take over (it keeps the video paused); else focus goes back and play resumes.
    if (!this.#modal.close() && this.#modal.run.resume) this.dispatchEvent(playerRequest('ddi-play-request', {}));
  }

  #remember(form: Form): void {
    this.#done.add(form.qid);
    seenStore.add(visitorKey(form.qid));
  }

  #skip = () => {
    const form = this.#current;
    if (!form || this.#status === 'sending') return;
    if (this.#status !== 'success') this.#remember(form);
    this.#close();
  };

  #submit = async (event: Event) => {
    event.preventDefault();
    const form = this.#current;
    const state = this.#state.value;
    if (!form || !state || this.#status !== 'idle') return;
    const controls = [...this.renderRoot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[part~="visitor-field"]')];
    const values = controls.map((control) => control.value.trim());
    this.#invalid = new Set(values.flatMap((value, index) => (value === '' || value.length > MAX_VALUE ? [index] : [])));
    if (this.#invalid.size > 0) {
      this.#message = 'invalid';
      this.requestUpdate();
      await this.updateComplete;
      controls[[...this.#invalid][0]!]?.focus();
      return;
    }
    this.#message = '';
    this.#status = 'sending';
    this.requestUpdate();
    try {
      if (state.vod) await this.#record(form, values, state.vod, state);
    } catch (error) {
      if (isAborted(error)) return;
      console.warn(`ddi-visitor-form: form ${form.qid} was not recorded`, error);
      this.#status = 'idle';
      this.#message = 'network';
      this.requestUpdate();
      return;
    }
    this.#remember(form);
    this.#status = 'success';
    this.#focus = '[part~="visitor-success"]';
    this.requestUpdate();
    this.dispatchEvent(playerEvent('ddi-visitor-submit', { qid: form.qid }));
    this.#timer = setTimeout(() => this.#close(), VISITOR_SUCCESS_MS);
  };

  /** Spec §7 visitor record: form field `data` = the JSON of the filled form. */
  async #record(form: Form, values: string[], vod: NonNullable<PlayerState['vod']>, state: PlayerState): Promise<void> {
    await overlayClient(state, this.#calls)?.visitorRecord({
      id: form.qid,
      time: form.time,
      title: form.title,
      userhref: location.href,
      vid: vod.vid,
      img: form.imagelink,
      link: form.link,
      field: form.fields.map((field, index) => ({ name: field.name, value: values[index]!, msg: field.msg, type: field.type })),
    });
  }

  /** The player's shortcuts stay out of the dialog; Escape skips the form. */
  #onKeyDown = (event: KeyboardEvent) => {
    this.#modal.keydown(event, this.renderRoot.querySelector('[part~="visitor-form"]'), this.#skip);
  };

  #typed(index: number) {
    if (!this.#invalid.has(index)) return;
    this.#invalid.delete(index);
    this.requestUpdate();
  }

  protected override render() {
    const state = this.#state.value;
    const form = this.#current;
    if (!state || !form) return nothing;
    const m = overlayMessages(state.messages);
    const banner = form.imageUrl ? html`<img src=${form.imageUrl} alt=${form.linkUrl ? '' : form.title} />` : nothing;
    return html`<div class="backdrop" @keydown=${this.#onKeyDown}>
      <div class="form" part="visitor-form" role="dialog" aria-modal="true" aria-labelledby="visitor-title">
        <button type="button" class="skip" part="visitor-skip" aria-label=${m.skip} title=${m.skip} @click=${this.#skip}>${icon('close')}</button>
        ${form.imageUrl && form.linkUrl
          ? html`<a class="banner" part="visitor-banner" href=${form.linkUrl} target="_blank" rel="noopener noreferrer" aria-label=${format(m.visitorBanner, { title: form.title || m.visitorForm })}>${banner}</a>`
          : form.imageUrl
            ? html`<div class="banner" part="visitor-banner">${banner}</div>`
            : nothing}
        <h2 id="visitor-title" part="visitor-title">${form.title || m.visitorForm}</h2>
        ${this.#status === 'success'
          ? html`<p class="success" part="visitor-success" role="status" tabindex="-1">${m.visitorSuccess}</p>`
          : html`<form novalidate @submit=${this.#submit}>
              <p class="hint" id="visitor-required">${m.visitorRequired}</p>
              ${form.fields.map((field, index) => {
                const id = `visitor-field-${index}`;
                const invalid = this.#invalid.has(index) ? 'true' : 'false';
                return html`<div class="field">
                  <label for=${id}>${field.name}</label>
                  ${field.type === 'textarea'
                    ? html`<textarea id=${id} part="visitor-field" rows="3" maxlength=${MAX_VALUE} placeholder=${field.msg} aria-required="true" aria-invalid=${invalid} aria-describedby="visitor-required" @input=${() => this.#typed(index)}></textarea>`
                    : html`<input id=${id} part="visitor-field" type="text" maxlength=${MAX_VALUE} placeholder=${field.msg} aria-required="true" aria-invalid=${invalid} aria-describedby="visitor-required" @input=${() => this.#typed(index)} />`}
                </div>`;
              })}
              <p class="error" part="visitor-error" role="alert">${this.#message === 'invalid' ? m.visitorInvalid : this.#message === 'network' ? m.networkError : ''}</p>
              <button type="submit" part="visitor-submit" ?disabled=${this.#status === 'sending'}>${m.visitorSubmit}</button>
            </form>`}
      </div>
    </div>`;
  }
}

defineElement('ddi-visitor-form', DdiVisitorForm);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-visitor-form': DdiVisitorForm;
  }
}
