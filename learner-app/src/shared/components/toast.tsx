/**
 * Message toasts (spec §9: shown 2000 ms by default). `useToast()` returns a
 * function that shows a message; `<Toaster />`, mounted once by the app,
 * renders them in a polite live region.
 */
import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';

export const TOAST_DURATION_MS = 2000;

export type ToastTone = 'info' | 'success' | 'error';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly tone: ToastTone;
  readonly durationMs: number;
}

export interface ToastOptions {
  readonly tone?: ToastTone;
  readonly durationMs?: number;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextToastId = 1;

export const showToastAtom = atom(null, (get, set, message: string, options: ToastOptions = {}) => {
  const toast: Toast = {
    id: nextToastId++,
    message,
    tone: options.tone ?? 'info',
    durationMs: options.durationMs ?? TOAST_DURATION_MS,
  };
  set(toastsAtom, [...get(toastsAtom), toast]);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((toast) => toast.id !== id),
  );
});

/** Shows a toast: `toast(message, { tone, durationMs })`. */
export function useToast(): (message: string, options?: ToastOptions) => void {
  return useSetAtom(showToastAtom);
}

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSetAtom(dismissToastAtom);
  useEffect(() => {
    const timer = setTimeout(() => {
      dismiss(toast.id);
    }, toast.durationMs);
    return () => {
      clearTimeout(timer);
    };
  }, [dismiss, toast.id, toast.durationMs]);
  return <p className={`toast toast--${toast.tone}`}>{toast.message}</p>;
}

export function Toaster() {
  const { t } = useTranslation();
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-label={t('common.notifications')}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
