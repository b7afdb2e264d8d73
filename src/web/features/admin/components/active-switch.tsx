/** A row's Active switch: a real switch (role and state announced), with the item named in its label. */
export function ActiveSwitch({ checked, name, disabled, onChange }: { checked: boolean; name: string; disabled?: boolean; onChange(next: boolean): void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Active: ${name}`}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-xs font-semibold disabled:opacity-60"
    >
      <span className={`relative inline-flex h-6 w-10 items-center rounded-full transition-colors ${checked ? 'bg-success' : 'bg-muted-foreground/40'}`}>
        <span className={`inline-block size-5 rounded-full bg-card shadow transition-transform ${checked ? 'translate-x-[1.125rem]' : 'translate-x-0.5'}`} />
      </span>
      <span aria-hidden className={checked ? 'text-success' : 'text-muted-foreground'}>
        {checked ? 'Active' : 'Inactive'}
      </span>
    </button>
  );
}
