import type { InquiryEvent } from '../../../../../domain/api/admin/inquiry-work';
import { formatStaffDate, formatStaffTime } from '../../components/staff-time';

/** What a timeline entry did, in words ('Status: new → contacted'); a note's or reply's own text is shown beside it. */
export function eventSummary(event: InquiryEvent): string {
  const { from } = event.detail as { from?: unknown };
  switch (event.kind) {
    case 'note':
      return event.detail.migrated ? 'Note (from before the timeline)' : 'Note';
    case 'status':
      return `Status: ${typeof from === 'string' ? `${from} → ` : ''}${event.body ?? ''}`;
    case 'assigned':
      return event.body ? `Assigned to ${event.body}` : 'Unassigned';
    case 'follow_up':
      return event.body ? `Follow up on ${formatStaffDate(event.body)}` : 'Follow-up date cleared';
    case 'reply':
    case 'retry':
      return replySummary(event);
    case 'cancelled':
      return cancelSummary(event);
  }
}

/** The visitor cancelled from their own link: the request closed, and where the cancel came from. */
function cancelSummary(event: InquiryEvent): string {
  const { from, ip, device } = event.detail as { from?: string; ip?: string; device?: string };
  const where = [device, ip].filter(Boolean).join(', ');
  return `Cancelled by the visitor from their request link${where ? ` (${where})` : ''}; status: ${from ?? 'new'} → closed`;
}

/** Who a timeline entry names: the staff member, the visitor for their own cancel, or an account removed since. */
export const eventAuthor = (event: InquiryEvent) => event.actor?.name ?? (event.kind === 'cancelled' ? 'The visitor' : 'Someone no longer on the staff');

/** A reply, or a failed reply sent again: to whom, and its subject. */
function replySummary(event: InquiryEvent): string {
  const { to, subject } = event.detail as { to?: string | null; subject?: string | null };
  const recipient = to ?? 'the visitor';
  return event.kind === 'retry' ? `Sent the failed reply “${subject ?? ''}” again to ${recipient}` : `Replied by e-mail to ${recipient}: “${subject ?? ''}”`;
}

/** Where a reply's e-mail is, in words; undefined for entries that are not replies. */
export function deliveryText(event: InquiryEvent): string | undefined {
  switch (event.delivery) {
    case 'queued':
      return 'Waiting to be sent';
    case 'sent':
      return event.deliveredAt ? `Sent ${formatStaffTime(event.deliveredAt)}` : 'Sent';
    case 'retrying':
      return `Not sent yet, trying again${event.deliveryError ? ` (the mail server said: ${event.deliveryError})` : ''}`;
    case 'failed':
      return `Not sent: ${event.deliveryError ?? 'the mail server refused it'}. Retry, or reply from your own e-mail.`;
    default:
      return undefined;
  }
}

/** Whether the timeline should look again soon: a reply is still on its way. */
export const replyInFlight = (events: InquiryEvent[]) => events.some((event) => event.delivery === 'queued' || event.delivery === 'retrying');
