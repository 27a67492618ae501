/**
 * "My notes" under the unit's video (decision 0093): the learner's own notes, each kept at the place in the video
 * where they started writing it, listed by that place; a note's time plays the video from there (like a transcript
 * line), and a note can be rewritten or deleted. Stored on the server for this learner only. What the learner typed
 * is never lost: a refused save keeps the text in its field, with the reason.
 */
// Per-component modules, not the package index (see load-state.tsx).
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { TextArea } from 'react-aria-components/TextArea';
import { TextField } from 'react-aria-components/TextField';
import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash-2';
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode, RefObject, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DdiPlayer } from '@ddi/player-element';
import { failureMessage } from '../../../shared/api/api-error';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { LoadFailed } from '../../../shared/components/load-state';
import { useToast } from '../../../shared/components/toast';
import { useLoad } from '../../../shared/hooks/use-load';
import { formatCountdown } from '../../../shared/time/countdown';
import { NOTE_MAX_LENGTH, NOTES_PER_UNIT, addNote, deleteNote, fetchNotes, updateNote } from '../api/notes-api';
import type { Note } from '../api/notes-api';

/** Notes in the order of the video, the earlier written first at the same second. */
export function byPlace(notes: readonly Note[]): Note[] {
  return [...notes].sort((a, b) => a.position - b.position || a.noteId - b.noteId);
}

export type NoteProblem = 'empty' | 'tooLong';

/** What keeps `text` from being saved as a note, if anything (the server checks the same). */
export function noteProblem(text: string): NoteProblem | undefined {
  const kept = text.trim();
  if (!kept) return 'empty';
  if (kept.length > NOTE_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** The key held with Enter to save: ⌘ on Apple's systems, Ctrl elsewhere. */
const saveModifier = () => (/Mac|iPhone|iPad/u.test(navigator.platform) ? '⌘' : 'Ctrl');

/** A field's keyboard shortcuts, after its description (hidden on touch screens, which have no such keys). */
function Keys({ children }: { readonly children: string }) {
  return <span className="notes__keys"> {children}</span>;
}

interface NoteFieldProps {
  readonly label: string;
  readonly description: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Why the text was not saved: a rule it breaks, or the server's answer. */
  readonly error: string | undefined;
  /** Ctrl+Enter (⌘+Enter) saves, as in most note editors. */
  readonly onSave: () => void;
  readonly onEscape?: () => void;
  readonly inputRef?: RefObject<HTMLTextAreaElement | null>;
}

function NoteField({ label, description, value, onChange, error, onSave, onEscape, inputRef }: NoteFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSave();
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    }
  };
  return (
    <TextField
      className="field notes__field"
      value={value}
      onChange={onChange}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      // Room for a too-long note to be reported rather than cut silently.
      maxLength={NOTE_MAX_LENGTH + 1}
    >
      <Label className="field__label">{label}</Label>
      <TextArea ref={inputRef} className="field__input notes__input" rows={3} onKeyDown={onKeyDown} />
      <Text slot="description" className="field__hint">
        {description}
      </Text>
      <FieldError className="page__alert">{error ?? ''}</FieldError>
    </TextField>
  );
}

interface ComposerProps {
  /** The player's position now, in whole seconds. */
  readonly positionNow: () => number;
  readonly full: boolean;
  readonly onAdd: (position: number, text: string) => Promise<void>;
  readonly inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The field a new note is written in: its place in the video is where the learner started writing. */
function Composer({ positionNow, full, onAdd, inputRef }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [at, setAt] = useState<number>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const problem = full ? 'full' : noteProblem(text);
    if (problem) {
      setError(t(`learning.notes.errors.${problem}`, { max: NOTE_MAX_LENGTH.toLocaleString(), limit: NOTES_PER_UNIT }));
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onAdd(at ?? positionNow(), text.trim());
      setText('');
      setAt(undefined);
      setError(undefined);
    } catch (failure) {
      setError(failureMessage(failure, t('api.invalidResponse')));
    } finally {
      setSaving(false);
      // Ready for the next note, or to put this one right (a pressed "Save note" was disabled meanwhile).
      inputRef.current?.focus();
    }
  };

  return (
    <form
      className="notes__composer"
      onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
        event.preventDefault();
        void save();
      }}
    >
      <NoteField
        label={t('learning.notes.add')}
        description={
          <>
            {at === undefined ? t('learning.notes.timeHint') : t('learning.notes.at', { time: formatCountdown(at) })}
            <Keys>{t('learning.notes.keys', { mod: saveModifier() })}</Keys>
          </>
        }
        value={text}
        onChange={(value) => {
          // The note belongs where the learner began it, not where the video is once they have finished typing.
          if (!value.trim()) setAt(undefined);
          else if (at === undefined) setAt(positionNow());
          setText(value);
          setError(undefined);
        }}
        error={error}
        onSave={() => void save()}
        inputRef={inputRef}
      />
      <button type="submit" className="button button--primary notes__save" disabled={saving}>
        {t('learning.notes.save')}
      </button>
    </form>
  );
}

interface NoteItemProps {
  readonly note: Note;
  readonly onPlay: (position: number) => void;
  readonly onUpdate: (note: Note, text: string) => Promise<void>;
  readonly onDelete: (note: Note) => void;
}

function NoteItem({ note, onPlay, onUpdate, onDelete }: NoteItemProps) {
  const { t } = useTranslation();
  const time = formatCountdown(note.position);
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const returnFocus = useRef(false);
  const editing = draft !== undefined;

  // Focus moves into the editor when it opens, and back to "Edit" when it closes.
  useEffect(() => {
    if (editing) editorRef.current?.focus();
    else if (returnFocus.current) editRef.current?.focus();
    returnFocus.current = false;
  }, [editing]);

  const close = () => {
    returnFocus.current = true;
    setDraft(undefined);
    setError(undefined);
  };
  const save = async () => {
    if (saving || draft === undefined) return;
    const problem = noteProblem(draft);
    if (problem) {
      setError(t(`learning.notes.errors.${problem}`, { max: NOTE_MAX_LENGTH.toLocaleString() }));
      return;
    }
    setSaving(true);
    try {
      if (draft.trim() !== note.text) await onUpdate(note, draft.trim());
      close();
    } catch (failure) {
      setError(failureMessage(failure, t('api.invalidResponse')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="note">
      <button type="button" className="note__time" aria-label={t('learning.notes.playFrom', { time })} onClick={() => onPlay(note.position)}>
        {time}
      </button>
      {draft === undefined ? (
        <div className="note__body">
          <p className="note__text">{note.text}</p>
          <div className="note__actions">
            <button
              ref={editRef}
              type="button"
              className="note__action"
              aria-label={t('learning.notes.editAt', { time })}
              onClick={() => {
                setDraft(note.text);
              }}
            >
              <Pencil aria-hidden="true" focusable="false" />
              {t('learning.notes.edit')}
            </button>
            <button type="button" className="note__action note__action--delete" aria-label={t('learning.notes.deleteAt', { time })} onClick={() => onDelete(note)}>
              <Trash2 aria-hidden="true" focusable="false" />
              {t('learning.notes.delete')}
            </button>
          </div>
        </div>
      ) : (
        <form
          className="note__body note__editor"
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            event.preventDefault();
            void save();
          }}
        >
          <NoteField
            label={t('learning.notes.editLabel', { time })}
            description={<Keys>{t('learning.notes.editKeys', { mod: saveModifier() })}</Keys>}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              setError(undefined);
            }}
            error={error}
            onSave={() => void save()}
            onEscape={close}
            inputRef={editorRef}
          />
          <div className="note__actions">
            <button type="submit" className="button button--primary" disabled={saving}>
              {t('learning.notes.saveChanges')}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

export interface VideoNotesProps {
  /** The page's `<ddi-player>`. */
  readonly player: RefObject<DdiPlayer | null>;
  readonly unitId: number;
}

export function VideoNotes({ player, unitId }: VideoNotesProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const headingId = useId();
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const load = useLoad(() => fetchNotes(client, unitId), [client, unitId]);
  // The notes as loaded until the learner changes them (the parent keys this section by unit).
  const [changed, setChanged] = useState<readonly Note[]>();
  // The note a delete would remove: kept while the question fades out after it closed.
  const [deleting, setDeleting] = useState<Note>();
  const [asking, setAsking] = useState(false);
  const notes = changed ?? (load.status === 'loaded' ? byPlace(load.data) : []);
  const setNotes = (change: (current: readonly Note[]) => readonly Note[]) => {
    setChanged((current) => byPlace(change(current ?? notes)));
  };

  const positionNow = () => Math.floor(Math.max(0, player.current?.currentTime ?? 0));
  const play = (position: number) => {
    const element = player.current;
    if (!element) return;
    element.seek(position);
    // Refused (the autoplay policy, a password prompt) the video stays at the note, paused.
    element.play().catch(() => undefined);
  };

  const heading = (
    <h2 id={headingId} className="notes__title">
      {t('learning.notes.title')}
      {notes.length > 0 && <span className="notes__count"> ({notes.length.toLocaleString()})</span>}
    </h2>
  );
  if (load.status !== 'loaded') {
    return (
      <section className="notes" aria-labelledby={headingId} aria-busy={load.status === 'loading' || undefined}>
        {heading}
        {load.status === 'failed' && <LoadFailed onRetry={load.retry} />}
      </section>
    );
  }

  return (
    <section className="notes" aria-labelledby={headingId}>
      {heading}
      <p className="notes__private">{t('learning.notes.private')}</p>
      <Composer
        positionNow={positionNow}
        full={notes.length >= NOTES_PER_UNIT}
        inputRef={composerRef}
        onAdd={async (position, text) => {
          const note = await addNote(client, unitId, position, text);
          setNotes((current) => [...current, note]);
          toast(t('learning.notes.saved', { time: formatCountdown(note.position) }), { tone: 'success' });
        }}
      />
      {notes.length === 0 ? (
        <p className="notes__empty">{t('learning.notes.empty')}</p>
      ) : (
        <ol className="notes__list">
          {notes.map((note) => (
            <NoteItem
              key={note.noteId}
              note={note}
              onPlay={play}
              onUpdate={async (old, text) => {
                const changed = await updateNote(client, old.noteId, text);
                setNotes((current) => current.map((item) => (item.noteId === changed.noteId ? changed : item)));
              }}
              onDelete={(note) => {
                setDeleting(note);
                setAsking(true);
              }}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asking}
        title={t('learning.notes.deleteTitle', { time: formatCountdown(deleting?.position ?? 0) })}
        confirmLabel={t('learning.notes.delete')}
        cancelLabel={t('learning.notes.keep')}
        onCancel={() => {
          setAsking(false);
        }}
        onConfirm={() => {
          const note = deleting;
          setAsking(false);
          if (!note) return;
          deleteNote(client, note.noteId).then(
            () => {
              setNotes((current) => current.filter((item) => item.noteId !== note.noteId));
              toast(t('learning.notes.deleted'), { tone: 'success' });
              composerRef.current?.focus();
            },
            (failure: unknown) => {
              toast(failureMessage(failure, t('api.invalidResponse')), { tone: 'error' });
            },
          );
        }}
      >
        <p className="notes__quote">{deleting?.text}</p>
      </ConfirmDialog>
    </section>
  );
}
