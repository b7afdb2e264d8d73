import { ClipboardCopy } from 'lucide-react';
import { useId, useRef } from 'react';
import type { OneTimeLinkResponse } from '../../../../../domain/api/staff';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import { formatStaffTime } from '../../components/staff-time';

/**
 * A setup or reset link, shown once: the owner copies it (or it was e-mailed) and hands it over. The panel
 * cannot show it again; a lost link is replaced by resetting the password.
 */
export function OneTimeLink({ link }: { link: OneTimeLinkResponse }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const who = link.user.name ?? link.user.email;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.setupUrl);
      toast({ title: 'Link copied', variant: 'success' });
    } catch {
      // No clipboard (an insecure origin): select it so that Ctrl+C copies it.
      input.current?.select();
      toast({ title: 'Press Ctrl+C (or ⌘C) to copy the selected link' });
    }
  };
  return (
    <div className="grid gap-3" data-testid="one-time-link">
      <p className="text-sm">
        {link.emailed
          ? `The link was e-mailed to ${link.user.email}. You can also copy it and send it yourself.`
          : `No e-mail was sent (no mail server is set up). Copy the link and give it to ${who} yourself.`}
      </p>
      <div className="grid gap-1">
        <label htmlFor={`${id}-link`} className="text-sm font-semibold">
          One-time link for {who}
        </label>
        <div className="flex gap-2">
          <Input id={`${id}-link`} ref={input} readOnly value={link.setupUrl} onFocus={(event) => event.target.select()} className="font-mono text-xs" />
          <Button variant="outline" onClick={() => void copy()}>
            <ClipboardCopy aria-hidden />
            Copy
          </Button>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">
        It works once, until {formatStaffTime(link.expiresAt)}. This is the only time the panel shows it.
      </p>
    </div>
  );
}
