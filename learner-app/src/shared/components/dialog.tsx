/**
 * A modal dialog named by its heading (react-aria-components, in `modal-dialog.tsx`). Focus moves
 * inside and stays there, the page behind is hidden from assistive technology, and focus returns to
 * the opener. A click on the backdrop never closes it. Escape closes it unless it is not `dismissible`;
 * then only its button does. After closing it fades and stays in the document for 300 ms (spec §9),
 * then is removed.
 *
 * The react-aria modal is loaded on demand (decision 0036): when a dialog first opens, and in the
 * background a few seconds after a page with a dialog mounts, so a dialog that opens later (the time-up
 * notice of an answer page) does not need the network.
 */
import { useEffect, useState } from 'react';
import type { DialogProps } from './modal-dialog';
import { BACKGROUND_LOAD_MS, onDemand, useOnDemand } from './on-demand';

/** A dialog is removed this long after it closed (spec §9). */
export const DIALOG_REMOVE_DELAY_MS = 300;

export type { DialogProps } from './modal-dialog';

/** The react-aria modal, fetched on demand. */
export const modalDialogModule = onDemand(() => import('./modal-dialog'));

export function Dialog({ open, ...props }: DialogProps) {
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  useEffect(() => {
    if (open || !present) return undefined;
    const timer = setTimeout(() => {
      setPresent(false);
    }, DIALOG_REMOVE_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [open, present]);

  const modal = useOnDemand(modalDialogModule, present, BACKGROUND_LOAD_MS);

  if (!present || modal === undefined) return null;
  return <modal.ModalDialog open={open} {...props} />;
}
