import { expect, fixture, html } from '@open-wc/testing';
import sinon from 'sinon';
import { deep, makeState, media, settle, until, type TestStateProvider } from '../../test/helpers.js';
import type { DdiPlayer } from '../ddi-player/ddi-player.js';
import '../ddi-player/ddi-player.js';
import { VID, videoInfo } from '../../test/platform-fake.js';
import type { PlayerOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';
import type { VisitorForm } from '../platform/video-info.js';
import { parseClock, type DdiVisitorForm } from './ddi-visitor-form.js';
import './ddi-visitor-form.js';

const visitorForm = (patch: Partial<VisitorForm> = {}): VisitorForm => ({
  qid: 'v1',
  time: '0:0:5',
  title: 'Tell us about you',
  imagelink: '/media/lesson/cover.jpg',
  link: 'https://example.com/course',
  fields: [
    { name: 'Name', type: 'input', msg: 'Your name', value: '' },
    { name: 'About', type: 'textarea', msg: 'A few words', value: '' },
  ],
  ...patch,
});

const base = 'https://vod.example.com';
const vod = { base, vid: VID, pid: 'pid-1', info: videoInfo({ interactive_video: 1 }) };

async function mount(forms: VisitorForm[] = [visitorForm()], options: PlayerOptions = {}, patch: Partial<PlayerState> = {}) {
  const provider = await fixture<TestStateProvider>(
    html`<ddi-test-state .state=${makeState({ paused: false, currentTime: 4, ...patch }, { visitorForms: forms, ...options })}><ddi-visitor-form></ddi-visitor-form></ddi-test-state>`,
  );
  await settle(provider);
  const element = provider.querySelector('ddi-visitor-form')!;
  const submits: unknown[] = [];
  provider.addEventListener('ddi-visitor-submit', (event) => submits.push((event as CustomEvent).detail));
  return { provider, element, root: element.shadowRoot!, submits };
}

async function at(provider: TestStateProvider, time: number, patch: Partial<PlayerState> = {}) {
  provider.state = { ...provider.state, currentTime: time, ...patch };
  await settle(provider);
}

const part = (root: ShadowRoot, name: string) => root.querySelector<HTMLElement>(`[part~="${name}"]`);
const fields = (root: ShadowRoot) => [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[part~="visitor-field"]')];

async function fill(element: DdiVisitorForm, root: ShadowRoot, ...values: string[]) {
  fields(root).forEach((field, index) => {
    field.value = values[index] ?? '';
    field.dispatchEvent(new Event('input'));
  });
  part(root, 'visitor-submit')!.click();
  await element.updateComplete;
}

const key = (target: Element, keyName: string, shiftKey = false) => {
  const event = new KeyboardEvent('keydown', { key: keyName, shiftKey, bubbles: true, composed: true, cancelable: true });
  target.dispatchEvent(event);
  return event;
};

/** A fetch stub parsing real Requests: records `POST /vod/visitor/record` bodies, answers `status`. */
function stubRecord(status = 200) {
  const records: { data: Record<string, unknown>; contentType: string }[] = [];
  sinon.stub(window, 'fetch').callsFake(async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/vod/visitor/list') return new Response(JSON.stringify({ code: 0, message: '', data: [] }));
    if (request.method === 'POST' && url.pathname === '/vod/visitor/record') {
      const form = new URLSearchParams(await request.text());
      records.push({ data: JSON.parse(form.get('data')!) as Record<string, unknown>, contentType: request.headers.get('content-type') ?? '' });
      return status === 200 ? new Response(JSON.stringify({ code: 0, message: '', data: null })) : new Response(JSON.stringify({ code: status, message: 'bad', data: null }), { status });
    }
    return new Response('{}', { status: 404 });
  });
  return records;
}

describe('<ddi-visitor-form>', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => sinon.restore());

  it('passes an accessibility audit with the form open', async () => {
    const { provider, root } = await mount();
    await at(provider, 5.2);
    expect(part(root, 'visitor-form')).to.not.equal(null);
    await expect(provider).to.be.accessible();
  });

  describe('spec §4: "shows and pauses the video at its time unless already submitted or skipped"', () => {
    it('reaching h:m:s by playback shows the form and requests a pause', async () => {
      const { provider, root } = await mount();
      await at(provider, 4.9);
      expect(part(root, 'visitor-form')).to.equal(null);
      await at(provider, 5.1);
      const dialog = part(root, 'visitor-form')!;
      expect(dialog.getAttribute('role')).to.equal('dialog');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      expect(part(root, 'visitor-title')!.textContent).to.equal('Tell us about you');
      expect(provider.requests).to.deep.include({ name: 'ddi-pause-request', detail: { overlay: true } });
      expect(fields(root).map((field) => [field.localName, field.placeholder])).to.deep.equal([['input', 'Your name'], ['textarea', 'A few words']]);
    });

    it('a seek past the time does not show it', async () => {
      const { provider, root } = await mount();
      await at(provider, 30);
      await at(provider, 30.3);
      expect(part(root, 'visitor-form')).to.equal(null);
    });

    it('not when remembered under visitor-<qid>', async () => {
      localStorage.setItem('visitor-v1', '1');
      const { provider, root } = await mount();
      await at(provider, 5.1);
      expect(part(root, 'visitor-form')).to.equal(null);
    });

    it('a bad time is a warning and the form is ignored (parsed strictly)', async () => {
      const warn = sinon.stub(console, 'warn');
      const { provider, root } = await mount([visitorForm({ time: '5' }), visitorForm({ qid: 'v2', time: '0:61:00' })]);
      await at(provider, 5.1);
      expect(part(root, 'visitor-form')).to.equal(null);
      expect(warn.callCount).to.equal(2);
      expect(parseClock('1:02:03')).to.equal(3723);
      expect(parseClock('01:02')).to.equal(undefined);
      expect(parseClock('1:2:3x')).to.equal(undefined);
    });
  });

  describe('spec §2: 558 px wide, banner linking out, input / textarea fields', () => {
    it('the dialog is 558 px wide (at most the player width less margins)', async () => {
      const { provider, root } = await mount();
      await at(provider, 5.1);
      const width = part(root, 'visitor-form')!.getBoundingClientRect().width;
      expect(width).to.equal(558);
    });

    it('the banner links out to an http(s) link in a new tab; a javascript: link is not a link', async () => {
      const { provider, root } = await mount([visitorForm(), visitorForm({ qid: 'v2', time: '0:0:8', link: 'javascript:alert(1)' })]);
      await at(provider, 5.1);
      const link = part(root, 'visitor-banner') as HTMLAnchorElement;
      expect(link.href).to.equal('https://example.com/course');
      expect(link.target).to.equal('_blank');
      expect(link.rel).to.equal('noopener noreferrer');
      part(root, 'visitor-skip')!.click();
      await at(provider, 7.9, { paused: false });
      await at(provider, 8.1);
      expect(part(root, 'visitor-banner')!.localName).to.equal('div');
      expect(root.querySelector('a')).to.equal(null);
    });
  });

  describe('spec §5: "every field filled (trimmed), else highlighted with \'Please complete the information correctly.\'"', () => {
    it('blank and whitespace-only fields are highlighted with the message; nothing is sent', async () => {
      const records = stubRecord();
      const { provider, root, element } = await mount([visitorForm()], {}, { vod });
      await at(provider, 5.1);
      await fill(element, root, 'Ann', '   ');
      expect(fields(root).map((field) => field.getAttribute('aria-invalid'))).to.deep.equal(['false', 'true']);
      expect(part(root, 'visitor-error')!.textContent).to.equal('Please complete the information correctly.');
      expect(part(root, 'visitor-error')!.getAttribute('role')).to.equal('alert');
      expect(records).to.deep.equal([]);
      await fill(element, root, '', '');
      expect(fields(root).map((field) => field.getAttribute('aria-invalid'))).to.deep.equal(['true', 'true']);
      await expect(provider).to.be.accessible();
    });
  });

  describe('spec §4/§7: submit records the form, shows success, closes after 2 s and resumes play', () => {
    it('posts form field data with the §7 fields, then success, then closes after 2 s with a play request', async () => {
      const records = stubRecord();
      const { provider, root, element, submits } = await mount([visitorForm()], { vid: VID }, { vod });
      await at(provider, 5.1);
      await at(provider, 5.1, { paused: true });
      provider.requests.length = 0;
      const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      await fill(element, root, '  Ann  ', 'Learner');
      await until(() => part(root, 'visitor-success') !== null, 'success state');
      expect(records).to.have.length(1);
      expect(records[0]!.contentType).to.contain('application/x-www-form-urlencoded');
      expect(records[0]!.data).to.deep.equal({
        id: 'v1',
        time: '0:0:5',
        title: 'Tell us about you',
        userhref: location.href,
        vid: VID,
        img: '/media/lesson/cover.jpg',
        link: 'https://example.com/course',
        field: [
          { name: 'Name', value: 'Ann', msg: 'Your name', type: 'input' },
          { name: 'About', value: 'Learner', msg: 'A few words', type: 'textarea' },
        ],
      });
      expect(submits).to.deep.equal([{ qid: 'v1' }]);
      expect(localStorage.getItem('visitor-v1')).to.equal('1');
      clock.tick(1999);
      await element.updateComplete;
      expect(part(root, 'visitor-form')).to.not.equal(null);
      expect(provider.requests).to.deep.equal([]);
      clock.tick(1);
      await element.updateComplete;
      expect(part(root, 'visitor-form')).to.equal(null);
      expect(provider.requests).to.deep.equal([{ name: 'ddi-play-request', detail: {} }]);
    });

    it('a failed call shows the network error and keeps the input', async () => {
      sinon.stub(console, 'warn');
      stubRecord(400);
      const { provider, root, element, submits } = await mount([visitorForm()], {}, { vod });
      await at(provider, 5.1);
      await fill(element, root, 'Ann', 'Learner');
      await until(() => part(root, 'visitor-error')!.textContent !== '', 'error message');
      expect(part(root, 'visitor-error')!.textContent).to.equal('Network error, please try again later!');
      expect(fields(root).map((field) => field.value)).to.deep.equal(['Ann', 'Learner']);
      expect(submits).to.deep.equal([]);
      expect(localStorage.getItem('visitor-v1')).to.equal(null);
    });
  });

  describe('skip (a documented choice: the form is skippable) is remembered under visitor-<qid>', () => {
    it('the skip button and Escape close the form, remember it and resume play', async () => {
      const { provider, root, element } = await mount([visitorForm(), visitorForm({ qid: 'v2', time: '0:0:8' })]);
      await at(provider, 5.1);
      part(root, 'visitor-skip')!.click();
      await element.updateComplete;
      expect(part(root, 'visitor-form')).to.equal(null);
      expect(localStorage.getItem('visitor-v1')).to.equal('1');
      expect(provider.requests.at(-1)).to.deep.equal({ name: 'ddi-play-request', detail: {} });
      await at(provider, 7.9);
      await at(provider, 8.1);
      key(fields(root)[0]!, 'Escape');
      await element.updateComplete;
      expect(part(root, 'visitor-form')).to.equal(null);
      expect(localStorage.getItem('visitor-v2')).to.equal('1');
    });
  });

  describe('house: modal dialog', () => {
    it('focus moves to the first field; Tab and Shift+Tab stay inside', async () => {
      const { provider, root } = await mount();
      await at(provider, 5.1);
      expect(root.activeElement).to.equal(fields(root)[0]);
      const submit = part(root, 'visitor-submit')!;
      submit.focus();
      expect(key(submit, 'Tab').defaultPrevented).to.equal(true);
      expect(root.activeElement).to.equal(part(root, 'visitor-skip'));
      key(part(root, 'visitor-skip')!, 'Tab', true);
      expect(root.activeElement).to.equal(submit);
    });

    it('XSS: a title and field names with markup render as text', async () => {
      const evil = '<img src=x onerror="window.__visitorXss = 1">';
      const { provider, root } = await mount([visitorForm({ title: evil, fields: [{ name: evil, type: 'input', msg: evil, value: '' }] })]);
      await at(provider, 5.1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(part(root, 'visitor-title')!.textContent).to.equal(evil);
      expect(root.querySelectorAll('img')).to.have.length(1);
      expect((window as unknown as { __visitorXss?: number }).__visitorXss).to.equal(undefined);
    });
  });
  describe('through a real <ddi-player>', () => {
    it('the form shows at its time, pauses the player and its skip resumes play', async () => {
      const player = await fixture<DdiPlayer>(html`<ddi-player src=${media.mp4} muted lang="en" .options=${{ visitorForms: [visitorForm({ qid: 'p1', time: '0:0:1' })] }}></ddi-player>`);
      await until(() => player.duration > 0, 'metadata');
      await player.play();
      await until(() => deep(player, '[part~="visitor-form"]') !== null, 'the visitor form');
      await until(() => player.paused, 'the pause');
      expect(deep(player, 'ddi-visitor-form')!.getAttribute('exportparts')).to.contain('visitor-field');
      deep(player, '[part~="visitor-skip"]')!.click();
      await until(() => !player.paused, 'play resumed');
      expect(localStorage.getItem('visitor-p1')).to.equal('1');
      player.pause();
    });
  });
});
