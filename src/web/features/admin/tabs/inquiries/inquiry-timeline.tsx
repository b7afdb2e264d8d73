import { Badge } from '../../../../components/ui/badge';
import type { InquiryEvent } from '../../../../../domain/api/admin/inquiry-work';
import { formatStaffTime } from '../../components/staff-time';
import { deliveryText, eventSummary } from './timeline-text';

const DELIVERY_BADGE = { queued: 'secondary', sent: 'success', retrying: 'accent', failed: 'default' } as const;

/** An inquiry's timeline, oldest first: who did what and when, notes and replies in full with their line breaks. */
export function InquiryTimeline({ events }: { events: InquiryEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet: notes, changes and replies appear here, with who and when.</p>;
  return (
    <ol className="grid gap-3" data-testid="inquiry-timeline">
      {events.map((event) => {
        const delivery = deliveryText(event);
        return (
          <li key={event.id} className="grid gap-1 border-l-2 border-muted pl-3" data-testid="timeline-entry" data-kind={event.kind}>
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{event.actor?.name ?? 'Someone no longer on the staff'}</span> ·{' '}
              <time dateTime={event.createdAt}>{formatStaffTime(event.createdAt)}</time>
            </p>
            <p className="text-sm font-medium">{eventSummary(event)}</p>
            {(event.kind === 'note' || event.kind === 'reply') && event.body && <p className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-2 text-sm">{event.body}</p>}
            {delivery && event.delivery && (
              <Badge variant={DELIVERY_BADGE[event.delivery]} className="justify-self-start" data-testid="reply-delivery">
                {delivery}
              </Badge>
            )}
          </li>
        );
      })}
    </ol>
  );
}
