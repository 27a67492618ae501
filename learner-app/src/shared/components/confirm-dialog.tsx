/**
 * A question with two answers (leave or stay, change or cancel, finish or go back) in a modal `Dialog`.
 * The emphasised answer is the filled button and comes last; Escape and the dialog's close mean cancel.
 */
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  readonly confirmLabel: string;
  readonly cancelLabel: string;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  /** Which answer is the filled button: the confirmation (default) or, to keep the learner where they are, cancel. */
  readonly emphasis?: 'confirm' | 'cancel';
}

export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, emphasis = 'confirm' }: ConfirmDialogProps) {
  const style = (answer: 'confirm' | 'cancel') => (answer === emphasis ? 'button button--primary' : 'button button--secondary');
  const confirm = (
    <button type="button" className={style('confirm')} onClick={onConfirm}>
      {confirmLabel}
    </button>
  );
  const cancel = (
    <button type="button" className={style('cancel')} onClick={onCancel}>
      {cancelLabel}
    </button>
  );
  return (
    <Dialog
      open={open}
      title={title}
      closeLabel={cancelLabel}
      onClose={onCancel}
      actions={
        emphasis === 'confirm' ? (
          <>
            {cancel}
            {confirm}
          </>
        ) : (
          <>
            {confirm}
            {cancel}
          </>
        )
      }
    >
      {children}
    </Dialog>
  );
}
