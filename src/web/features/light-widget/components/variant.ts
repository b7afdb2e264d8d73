/** styled: rich look, Book Now opens the booking modal; plain: native look, Book Now opens a popup window. */
export type Variant = 'styled' | 'plain';

/** Each variant's classes for the picker's parts. */
export const LOOK: Record<Variant, { section: string; select: string; form: string; button: string; status: string }> = {
  styled: {
    section: 'flex w-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-lg sm:p-5',
    select: 'h-11 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-sm disabled:opacity-60 sm:text-sm',
    form: 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:gap-3',
    button: 'h-11 rounded-md bg-primary px-6 font-semibold text-primary-foreground shadow hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50',
    status: 'empty:-mt-3',
  },
  plain: {
    section: 'flex w-full flex-col gap-2',
    select: 'h-10 w-full min-w-0 rounded border border-input bg-card px-2 text-sm text-foreground disabled:opacity-60',
    // On a phone the plain banner keeps From and To side by side, so the button fits a 180 px high frame.
    form: 'grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:gap-3',
    button:
      'col-span-2 h-10 rounded bg-primary px-5 text-sm font-semibold text-primary-foreground disabled:cursor-not-allowed disabled:opacity-50 sm:col-span-1',
    status: 'empty:-mt-2',
  },
};
