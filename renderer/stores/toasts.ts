import { create } from 'zustand';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
}

interface ToastStore {
  toasts: Toast[];
  show(t: { title: string; description?: string; variant?: ToastVariant }): void;
  dismiss(id: number): void;
}

/** Only one toast is visible at a time — a new one replaces the old. */
export const TOAST_LIMIT = 1;
/** Toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** A swipe right past 50 px dismisses. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

let nextId = 1;

export const useToasts = create<ToastStore>((set) => ({
  toasts: [],
  show: ({ title, description, variant = 'default' }) =>
    set((s) => ({
      toasts: [...s.toasts, { id: nextId++, title, description, variant }].slice(-TOAST_LIMIT),
    })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function toast(t: { title: string; description?: string; variant?: ToastVariant }): void {
  useToasts.getState().show(t);
}
