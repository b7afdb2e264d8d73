import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';

interface BookingModalProps {
  /** The booking page to frame; the dialog is open while it is set. */
  src: string | undefined;
  onClose(): void;
}

/**
 * The large 'Book Flight' modal (SPEC §2): hidden title, max width 5xl, 95% of the viewport, the full
 * widget in a frame titled 'Booking Widget'. A native <dialog>: focus trap, Escape and the top layer
 * come from the browser, at no script cost.
 */
export function BookingModal({ src, onClose }: BookingModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (src && !dialog.open) dialog.showModal();
    if (!src && dialog.open) dialog.close();
  }, [src]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => event.target === ref.current && ref.current?.close()}
      className="m-auto h-[95vh] w-[95vw] max-w-5xl overflow-hidden rounded-lg border bg-card p-0 text-card-foreground shadow-2xl backdrop:bg-black/60"
    >
      <h2 id={titleId} className="sr-only">
        Book Flight
      </h2>
      <button
        type="button"
        onClick={() => ref.current?.close()}
        aria-label="Close"
        className="absolute right-2 top-2 z-10 grid size-10 place-items-center rounded-full bg-card/90 text-foreground shadow hover:bg-muted"
      >
        <CloseIcon />
      </button>
      {src && <iframe title="Booking Widget" src={src} className="h-full w-full border-0" />}
    </dialog>
  );
}
