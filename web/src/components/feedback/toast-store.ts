import { create } from 'zustand';

/** §2 toast colour variants. */
export type ToastVariant = 'success' | 'warning' | 'danger' | 'primary' | 'info';
/** §9: toasts stay 3500 ms unless told otherwise. */
export const DEFAULT_TOAST_MS = 3500;
/** Toasts that must outlive a full page load (the logout screen reloads) wait here. */
export const FLASH_KEY = 'toast-flash';

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

interface ShowInput {
  message: string;
  variant?: ToastVariant;
  duration?: number;
  /** Keep showing it, for the rest of its duration, after a page load. */
  survivesReload?: boolean;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: ShowInput) => number;
  dismiss: (id: number) => void;
}

type Flash = { message: string; variant: ToastVariant; until: number };

const session = () => globalThis.sessionStorage as Storage | undefined;

function readFlash(): Flash[] {
  try {
    return (JSON.parse(session()?.getItem(FLASH_KEY) ?? '[]') as Flash[]).filter(
      (f) => f.until > Date.now(),
    );
  } catch {
    return [];
  }
}

function writeFlash(flash: Flash[]) {
  if (flash.length === 0) session()?.removeItem(FLASH_KEY);
  else session()?.setItem(FLASH_KEY, JSON.stringify(flash));
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: ({ message, variant = 'info', duration = DEFAULT_TOAST_MS, survivesReload = false }) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, variant, duration }] });
    if (survivesReload)
      writeFlash([...readFlash(), { message, variant, until: Date.now() + duration }]);
    setTimeout(() => get().dismiss(id), duration);
    return id;
  },
  dismiss: (id) => {
    const gone = get().toasts.find((t) => t.id === id);
    set({ toasts: get().toasts.filter((t) => t.id !== id) });
    if (gone) writeFlash(readFlash().filter((f) => f.message !== gone.message));
  },
}));

/** For code outside React (the session watcher, the version checker). */
export const showToast = (toast: ShowInput) => useToastStore.getState().show(toast);

/** Shows what a previous page load left to finish showing. */
export function restoreFlashToasts(): void {
  const flash = readFlash();
  writeFlash([]);
  for (const f of flash)
    showToast({
      message: f.message,
      variant: f.variant,
      duration: f.until - Date.now(),
      survivesReload: true,
    });
}

/** Runs a clean-up that empties session storage without losing the toasts still due. */
export function keepingFlashToasts(clear: () => void): void {
  const flash = session()?.getItem(FLASH_KEY);
  clear();
  if (flash) session()?.setItem(FLASH_KEY, flash);
}
