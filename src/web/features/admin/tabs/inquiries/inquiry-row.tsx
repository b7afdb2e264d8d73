import { Badge } from '../../../../components/ui/badge';
import type { Inquiry } from '../../api/inquiries';
import { formatStaffDate, formatStaffTime } from '../../components/staff-time';

const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The follow-up day as a row shows it, and whether it has passed (by the staff member's own calendar). */
function followUpText(day: string | null, today: string): { text: string; overdue: boolean } | undefined {
  if (!day) return undefined;
  if (day === today) return { text: 'Follow up today', overdue: false };
  return day < today ? { text: `Overdue since ${formatStaffDate(day)}`, overdue: true } : { text: `Follow up ${formatStaffDate(day)}`, overdue: false };
}

/**
 * One row of the inbox: who asked, the reference, whether they asked for a firm quote, who has it, when to follow up, the status and when it
 * came. Choosing it opens the inquiry in the side panel (one at a time).
 */
export function InquiryRow({ inquiry, assignee, today, open, onOpen }: { inquiry: Inquiry; assignee: string | undefined; today: string; open: boolean; onOpen(): void }) {
  const followUp = followUpText(inquiry.followUpOn, today);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={open ? 'true' : undefined}
      className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border bg-card p-3 text-left hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring aria-[current]:border-primary"
    >
      <span className="font-mono text-sm font-semibold" data-testid="inquiry-reference">
        {show(inquiry.reference)}
      </span>
      <span className="font-semibold">{show(inquiry.contactName ?? inquiry.customerName)}</span>
      <span className="text-sm text-muted-foreground">{show(inquiry.contactEmail ?? inquiry.customerEmail)}</span>
      <span className="ml-auto flex flex-wrap items-center gap-2">
        {inquiry.wantsQuote === true && (
          <Badge data-testid="firm-quote-badge">
            Firm quote asked
          </Badge>
        )}
        <span className="text-xs text-muted-foreground" data-testid="inquiry-assignee">
          {assignee ? `Assigned to ${assignee}` : 'Unassigned'}
        </span>
        {followUp && (
          <span className={followUp.overdue ? 'text-xs font-semibold text-destructive' : 'text-xs'} data-testid="inquiry-follow-up">
            {followUp.text}
          </span>
        )}
        <Badge variant={inquiry.status === 'new' ? 'accent' : inquiry.status === 'closed' ? 'muted' : 'secondary'}>{inquiry.status}</Badge>
        <time className="text-xs text-muted-foreground" dateTime={inquiry.createdAt}>
          {formatStaffTime(inquiry.createdAt)}
        </time>
      </span>
    </button>
  );
}
