import { useEffect, useId, useRef } from 'react';
import { useLightText } from '../hooks/use-light-text';
import { CloseIcon } from './icons';

interface BookingModalProps {
  /** The full widget to frame; the dialog is open while it is set. */
  src: string | undefined;
  onClose(): void;
}

/**
 * The large 'Book Flight' modal (docs/product.md §2): max width 5xl, 95% of the viewport, the compact full widget
 * (/widget) in a frame titled 'Booking Widget'. Title and close button sit in a bar above the frame, so the
 * button never covers the framed page's own controls. A native <dialog>: focus trap, Escape, the top layer
 * and focus going back to Book Now on close come from the browser, at no script cost.
 */
export function BookingModal({ src, onClose }: BookingModalProps) {
  const { t } = useLightText();
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
      className="m-auto h-[95vh] w-[95vw] max-w-5xl flex-col overflow-hidden rounded-lg border bg-card p-0 text-card-foreground shadow-2xl backdrop:bg-black/60 open:flex"
    >
      <header className="flex shrink-0 items-center justify-between gap-2 border-b px-4 py-1">
        <h2 id={titleId} className="text-base font-semibold">
          {t('bookFlight')}
        </h2>
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={t('close')}
          className="grid size-10 place-items-center rounded-full text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <CloseIcon />
        </button>
      </header>
      {src && <iframe title={t('bookingFrameTitle')} src={src} className="min-h-0 w-full flex-1 border-0" />}
    </dialog>
  );
}
