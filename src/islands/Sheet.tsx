// The islands' modal dialogs (docs/design.md "Dialogs and sheets"): a bottom sheet and a
// small question in the middle of the screen. Both are the native <dialog> opened
// with showModal(), which keeps the focus inside and the page behind inert. Escape
// (the cancel event) asks the owner to close, as does a tap on a sheet's backdrop;
// the owner closes by setting `open` false or by unmounting the dialog. Closed, the
// focus goes back to what had it when the dialog opened (WCAG 2.2 2.4.3 Focus Order).
import { useEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  /** Shown while true; an island that renders the dialog only while it is wanted passes `open`. */
  open: boolean;
  /** Escape (and a tap on a sheet's backdrop): the owner closes the dialog, or keeps it open. */
  onClose(): void;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string | undefined;
  /** Classes besides `sheet` or `confirm`. */
  className?: string | undefined;
  children: ReactNode;
}

function ModalDialog({
  kind,
  open,
  onClose,
  labelledBy,
  describedBy,
  className,
  children,
}: DialogProps & { kind: 'sheet' | 'confirm' }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const opener = document.activeElement;
    if (!element.open) element.showModal();
    return () => {
      element.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on a sheet's backdrop closes it; the keyboard closes it with Escape (onCancel).
    <dialog
      ref={dialog}
      className={className ? `${kind} ${className}` : kind}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={
        kind === 'sheet'
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
    >
      {children}
    </dialog>
  );
}

/** A bottom sheet (variant and addon chooser, location, edit profile). */
export function Sheet(props: DialogProps) {
  return <ModalDialog kind="sheet" {...props} />;
}

/** A question or message, answered with its own buttons: a stray tap beside it does not dismiss it. */
export function ConfirmDialog(props: DialogProps) {
  return <ModalDialog kind="confirm" {...props} />;
}
