import { screen, waitFor, within } from '@testing-library/react';
import type { RefObject } from 'react';
import { describe, expect, it } from 'vitest';
import type { DdiPlayer } from '@ddi/player-element';
import { envelope } from '../../../../test/fake-fetch';
import { aNote } from '../../../../test/learning-fixtures';
import type { RecordedCall, ReplyTable } from '../../../../test/fake-fetch';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { setLocale } from '../../../shared/i18n/i18n';
import { NOTE_MAX_LENGTH, NOTES_PER_UNIT } from '../api/notes-api';
import type { Note } from '../api/notes-api';
import { VideoNotes, noteProblem } from './video-notes';

const UNIT = 7;

/** A stand-in `<ddi-player>`: its time is set by the test; `seek()` and `play()` are recorded. */
class FakePlayer {
  currentTime = 0;
  seeks: number[] = [];
  plays = 0;
  seek(seconds: number) {
    this.seeks.push(seconds);
  }
  play() {
    this.plays += 1;
    return Promise.resolve();
  }
}

const note = (noteId: number, position: number, text: string): Note => aNote(noteId, UNIT, position, text);

/** The notes calls answered from an in-memory list, as the server keeps them. */
function notesServer(initial: Note[], overrides: ReplyTable = {}) {
  const stored = [...initial];
  let nextId = 100;
  const at = (noteId: number) => stored.findIndex((item) => item.noteId === noteId);
  const idOf = (call: RecordedCall) => Number(call.url.pathname.split('/').pop());
  const replies: Record<string, ReplyTable[string]> = {
    [`GET /ddilearner/v1/user/notes/${UNIT}`]: () => envelope(0, stored),
    'POST /ddilearner/v1/user/notes/add': ({ body }: RecordedCall) => {
      const { position, text } = body as { position: number; text: string };
      const added = note(nextId++, Math.floor(position), text);
      stored.push(added);
      return envelope(0, added);
    },
  };
  for (const item of initial) {
    replies[`POST /ddilearner/v1/user/notes/update/${item.noteId}`] = (call: RecordedCall) => {
      const index = at(idOf(call));
      const changed = { ...item, text: (call.body as { text: string }).text, updatedAt: '2026-11-28T11:00:00.000Z' };
      stored.splice(index, 1, changed);
      return envelope(0, changed);
    };
    replies[`POST /ddilearner/v1/user/notes/delete/${item.noteId}`] = (call: RecordedCall) => {
      stored.splice(at(idOf(call)), 1);
      return envelope(0, null);
    };
  }
  return { stored, replies: { ...replies, ...overrides } };
}

function show(fake: FakePlayer, replies: ReplyTable) {
  const player = { current: fake as unknown as DdiPlayer } satisfies RefObject<DdiPlayer | null>;
  return renderWithProviders(<VideoNotes player={player} unitId={UNIT} />, { replies });
}

const noteItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the learner’s notes on a unit’s video (decision 0093)', () => {
  it('lists the learner’s notes by their place in the video, and a note’s time plays the video from there', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    const { user } = show(fake, notesServer([note(2, 40, 'Second point'), note(1, 8, 'Listen first\nthen ask')]).replies);
    expect(await screen.findByRole('heading', { name: 'My notes (2)' })).toBeTruthy();
    expect(noteItems().map((item) => item.querySelector('.note__text')?.textContent)).toEqual(['Listen first\nthen ask', 'Second point']);
    await user.click(screen.getByRole('button', { name: 'Play from 00:40' }));
    expect(fake.seeks).toEqual([40]);
    expect(fake.plays).toBe(1);
    expect(screen.getByText('Only you can see your notes.')).toBeTruthy();
  });

  it('keeps a new note where the learner started writing it, not where the video is when it is saved', async () => {
    setLocale('en_US');
    const fake = new FakePlayer();
    const server = notesServer([]);
    const { user, calls } = show(fake, server.replies);
    const field = await screen.findByRole('textbox', { name: 'Add a note' });
    expect(screen.getByText('No notes yet. Write one while you watch: it keeps its place in the video.')).toBeTruthy();
    fake.currentTime = 12.7;
    await user.type(field, '  Ask open questions  ');
    // The time is said as soon as it is taken; the keys to save follow (hidden on touch screens).
    expect(screen.getByText('At 00:12 in the video.').textContent).toBe('At 00:12 in the video. Ctrl+Enter saves.');
    fake.currentTime = 31;
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => {
      expect(noteItems()).toHaveLength(1);
    });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ unitId: UNIT, position: 12, text: 'Ask open questions' });
    expect(screen.getByRole('button', { name: 'Play from 00:12' })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.getByText('It is kept at the video’s time when you start writing.')).toBeTruthy();
  });

  it('saves with Ctrl+Enter from the field', async () => {
    setLocale('en_US');
    const server = notesServer([]);
    const { user } = show(new FakePlayer(), server.replies);
    await user.type(await screen.findByRole('textbox', { name: 'Add a note' }), 'Summarise{Control>}{Enter}{/Control}');
    await waitFor(() => {
      expect(server.stored.map((item) => item.text)).toEqual(['Summarise']);
    });
  });

  it('says why a note was not saved, in the learner’s language, and keeps what was typed', async () => {
    setLocale('th_TH');
    const server = notesServer([], {
      'POST /ddilearner/v1/user/notes/add': envelope(500, null, 'โหลดไม่สำเร็จ กรุณาลองใหม่ภายหลัง'),
    });
    const { user, calls } = show(new FakePlayer(), server.replies);
    const field = await screen.findByRole('textbox', { name: 'เพิ่มโน้ต' });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'บันทึกโน้ต' }));
    expect(screen.getByText('กรุณาเขียนโน้ตก่อน')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(field, 'ฟังก่อนพูด');
    await user.click(screen.getByRole('button', { name: 'บันทึกโน้ต' }));
    expect(await screen.findByText('โหลดไม่สำเร็จ กรุณาลองใหม่ภายหลัง')).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe('   ฟังก่อนพูด');
    setLocale('en_US');
  });

  it('rewrites a note in place; Escape leaves it as it was; focus goes back to its Edit button', async () => {
    setLocale('en_US');
    const server = notesServer([note(1, 8, 'Listen first')]);
    const { user } = show(new FakePlayer(), server.replies);
    await user.click(await screen.findByRole('button', { name: 'Edit the note at 00:08' }));
    const editor = screen.getByRole('textbox', { name: 'Note at 00:08' });
    expect(document.activeElement).toBe(editor);
    await user.type(editor, ' — and ask');
    await user.keyboard('{Escape}');
    expect(screen.getByText('Listen first')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the note at 00:08' }));
    await user.click(screen.getByRole('button', { name: 'Edit the note at 00:08' }));
    await user.type(screen.getByRole('textbox', { name: 'Note at 00:08' }), ', then ask');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Listen first, then ask')).toBeTruthy();
    expect(server.stored[0]?.text).toBe('Listen first, then ask');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the note at 00:08' }));
  });

  it('deletes a note only once the learner confirms, quoting it in the question', async () => {
    setLocale('en_US');
    const server = notesServer([note(1, 8, 'Listen first')]);
    const { user } = show(new FakePlayer(), server.replies);
    await user.click(await screen.findByRole('button', { name: 'Delete the note at 00:08' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the note at 00:08?' });
    expect(within(dialog).getByText('Listen first')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.stored).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete the note at 00:08' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No notes yet. Write one while you watch: it keeps its place in the video.')).toBeTruthy();
    expect(server.stored).toHaveLength(0);
    // The deleted note's buttons are gone: the learner is back in the field for a new note.
    await waitFor(() => {
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Add a note' }));
    });
  });

  it(`refuses a note over ${NOTE_MAX_LENGTH} characters or on a unit holding ${NOTES_PER_UNIT} notes without asking the server`, async () => {
    expect(noteProblem(' \n ')).toBe('empty');
    expect(noteProblem(` ${'a'.repeat(NOTE_MAX_LENGTH)} `)).toBeUndefined();
    expect(noteProblem('a'.repeat(NOTE_MAX_LENGTH + 1))).toBe('tooLong');
    setLocale('en_US');
    const full = Array.from({ length: NOTES_PER_UNIT }, (_, index) => note(index + 1, index, `Note ${index + 1}`));
    const { user, calls } = show(new FakePlayer(), notesServer(full).replies);
    await user.type(await screen.findByRole('textbox', { name: 'Add a note' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText(`This unit already has ${NOTES_PER_UNIT} of your notes, the most it keeps. Delete one to add another.`)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('offers to try again when the notes cannot be loaded', async () => {
    setLocale('en_US');
    let answers = 0;
    const { user } = show(new FakePlayer(), {
      [`GET /ddilearner/v1/user/notes/${UNIT}`]: () => (answers++ === 0 ? { networkError: true } : envelope(0, [note(1, 8, 'Listen first')])),
    });
    await user.click(await screen.findByRole('button', { name: /try again/i }));
    expect(await screen.findByText('Listen first')).toBeTruthy();
  });
});
