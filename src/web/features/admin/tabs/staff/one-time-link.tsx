import type { OneTimeLinkResponse } from '../../../../../domain/api/staff';
import { CopyableValue } from '../../components/copyable-value';
import { formatStaffTime } from '../../components/staff-time';

/**
 * A setup or reset link, shown once: the owner copies it (or it was e-mailed) and hands it over. The panel
 * cannot show it again; a lost link is replaced by resetting the password.
 */
export function OneTimeLink({ link }: { link: OneTimeLinkResponse }) {
  const who = link.user.name ?? link.user.email;
  return (
    <div className="grid gap-3" data-testid="one-time-link">
      <p className="text-sm">
        {link.emailed
          ? `The link was e-mailed to ${link.user.email}. You can also copy it and send it yourself.`
          : `No e-mail was sent (no mail server is set up). Copy the link and give it to ${who} yourself.`}
      </p>
      <CopyableValue label={`One-time link for ${who}`} value={link.setupUrl} noun="link" />
      <p className="text-sm text-muted-foreground">
        It works once, until {formatStaffTime(link.expiresAt)}. This is the only time the panel shows it.
      </p>
    </div>
  );
}
