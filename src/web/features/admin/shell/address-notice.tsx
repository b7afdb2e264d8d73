import { Button } from '../../../components/ui/button';

/** What the panel replaced in the address (an unknown region or app context), in words, until dismissed. */
export function AddressNotice({ notice, onDismiss }: { notice: string | undefined; onDismiss(): void }) {
  if (!notice) return null;
  return (
    <div role="alert" className="mx-auto flex w-full max-w-[88rem] flex-wrap items-center gap-3 px-3 pb-3 text-sm sm:px-6">
      <p className="rounded-md border border-amber-500/60 bg-amber-50 px-3 py-2 text-amber-950">{notice}</p>
      <Button variant="outline" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
