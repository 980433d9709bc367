import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';

/**
 * The shell every dialog shares: overlay, panel, title and optional description (Radix Dialog, so focus
 * is trapped and Escape closes). Goes inside the screen's own `Dialog.Root`.
 */
export function DialogFrame({
  title,
  description,
  descriptionClassName = 'muted',
  className = 'dialog-content',
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  descriptionClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="dialog-overlay" />
      <Dialog.Content
        className={className}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      >
        <Dialog.Title>{title}</Dialog.Title>
        {description === undefined ? null : (
          <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
        )}
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

/** A plain outline button that closes the dialog it is in. */
export function CloseButton({ children = 'Close' }: { children?: ReactNode }) {
  return (
    <Dialog.Close asChild>
      <button type="button" className="btn btn-outline">
        {children}
      </button>
    </Dialog.Close>
  );
}
