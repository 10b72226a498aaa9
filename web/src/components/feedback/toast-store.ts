import { create } from 'zustand';

/** §2 toast colour variants. */
export type ToastVariant = 'success' | 'warning' | 'danger' | 'primary' | 'info';
/** §9: toasts stay 3500 ms unless told otherwise. */
export const DEFAULT_TOAST_MS = 3500;

export interface Toast {
  id: number;
  message: string;
  variant: ToastVariant;
  duration: number;
}

interface ToastState {
  toasts: Toast[];
  show: (toast: { message: string; variant?: ToastVariant; duration?: number }) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: ({ message, variant = 'info', duration = DEFAULT_TOAST_MS }) => {
    const id = nextId++;
    set({ toasts: [...get().toasts, { id, message, variant, duration }] });
    setTimeout(() => get().dismiss(id), duration);
    return id;
  },
  dismiss: (id) => set({ toasts: get().toasts.filter((t) => t.id !== id) }),
}));

/** For code outside React (the session watcher, the version checker). */
export const showToast = (toast: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(toast);
