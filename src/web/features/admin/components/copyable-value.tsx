import { ClipboardCopy } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';

/**
 * A value the panel shows once (a set-password link, a calendar URL, an access token): read-only, selected on
 * focus, with Copy. Without a clipboard (an insecure origin) Copy selects it so that Ctrl+C copies it.
 */
export function CopyableValue({ label, value, noun }: { label: ReactNode; value: string; noun: 'link' | 'calendar URL' | 'token' | 'signing secret' }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} copied`, variant: 'success' });
    } catch {
      input.current?.select();
      toast({ title: `Press Ctrl+C (or ⌘C) to copy the selected ${noun}` });
    }
  };
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex gap-2">
        <Input id={id} ref={input} readOnly value={value} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
        <Button variant="outline" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden />
          Copy
        </Button>
      </div>
    </div>
  );
}
