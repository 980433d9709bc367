import * as ToastPrimitive from '@radix-ui/react-toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToasts } from '../stores/toasts';

/**
 * Renders the toast store with Radix Toast: one at a time, 5 s, swipe right past 50 px to dismiss. Each app
 * gives the close button's name in its own words (the booking page and the staff app load different audiences).
 */
export function Toaster({ closeLabel = 'Close' }: { closeLabel?: string }) {
  const toasts = useToasts((s) => s.toasts);
  const dismiss = useToasts((s) => s.dismiss);
  return (
    <ToastPrimitive.Provider
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      duration={TOAST_DURATION_MS}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          className={`toast toast-${t.variant}`}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
        >
          <ToastPrimitive.Title className="toast-title">{t.title}</ToastPrimitive.Title>
          {t.description ? (
            <ToastPrimitive.Description className="toast-description">
              {t.description}
            </ToastPrimitive.Description>
          ) : null}
          <ToastPrimitive.Close className="toast-close" aria-label={closeLabel}>
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
