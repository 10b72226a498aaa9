import type { ReactNode } from 'react';
import { create } from 'zustand';
import { type DialogSize, MODAL_BASE_Z_INDEX, MODAL_LAYER_STEP } from '../constants';

export interface ModalEntry {
  id: number;
  title: string;
  size: DialogSize;
  role?: 'dialog' | 'alertdialog';
  render: (close: () => void) => ReactNode;
  onClose?: () => void;
}

interface ModalState {
  stack: ModalEntry[];
  open: (entry: Omit<ModalEntry, 'id'>) => number;
  close: (id: number) => void;
}

let nextId = 1;

/** The stacked modal host's state (UI state, so zustand): the last entry is on top. */
export const useModalStore = create<ModalState>((set, get) => ({
  stack: [],
  open: (entry) => {
    const id = nextId++;
    set((s) => ({ stack: [...s.stack, { ...entry, id }] }));
    return id;
  },
  close: (id) => {
    const entry = get().stack.find((e) => e.id === id);
    set((s) => ({ stack: s.stack.filter((e) => e.id !== id) }));
    entry?.onClose?.();
  },
}));

/** §9: layers start at z-index 1030 and each one above sits a step higher. */
export function layerZIndex(depth: number): number {
  return MODAL_BASE_Z_INDEX + depth * MODAL_LAYER_STEP;
}

export function openModal(entry: Omit<ModalEntry, 'id' | 'size'> & { size?: DialogSize }): number {
  return useModalStore.getState().open({ size: 'md', ...entry });
}

export function closeModal(id: number): void {
  useModalStore.getState().close(id);
}
