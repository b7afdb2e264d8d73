import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { InquiryEvent, InquiryTimeline as Timeline } from '../../../../../domain/api/admin/inquiry-work';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../components/ui/toast';
import { retryInquiryReply, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { plainFailure } from '../../no-lost-work/field-errors';
import { formatStaffTime } from '../../components/staff-time';
import { deliveryText, eventAuthor, eventSummary } from './timeline-text';

const DELIVERY_BADGE = { queued: 'secondary', sent: 'success', retrying: 'accent', failed: 'default' } as const;

interface InquiryTimelineProps {
  kind: InquiryKind;
  /** The inquiry's id. */
  id: number;
  events: InquiryEvent[];
  /** Whether replies can be sent (Retry sends through the same outbox), and why not. */
  reply: Timeline['reply'];
}

/** An inquiry's timeline, oldest first: who did what and when, notes and replies in full with their line breaks; Retry on a failed reply. */
export function InquiryTimeline({ kind, id, events, reply }: InquiryTimelineProps) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing yet: notes, changes and replies appear here, with who and when.</p>;
  return (
    <ol className="grid gap-3" data-testid="inquiry-timeline">
      {events.map((event) => {
        const delivery = deliveryText(event);
        return (
          <li key={event.id} className="grid gap-1 border-l-2 border-muted pl-3" data-testid="timeline-entry" data-kind={event.kind}>
            <p className="text-xs text-muted-foreground">
              <span className="font-semibold text-foreground">{eventAuthor(event)}</span> ·{' '}
              <time dateTime={event.createdAt}>{formatStaffTime(event.createdAt)}</time>
            </p>
            <p className="text-sm font-medium">{eventSummary(event)}</p>
            {(event.kind === 'note' || event.kind === 'reply') && event.body && <p className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-2 text-sm">{event.body}</p>}
            {delivery && event.delivery && (
              <Badge variant={DELIVERY_BADGE[event.delivery]} className="justify-self-start" data-testid="reply-delivery">
                {delivery}
              </Badge>
            )}
            {event.kind === 'reply' && event.delivery === 'failed' && <RetryReply kind={kind} id={id} replyId={event.id} reply={reply} />}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Retry on a reply whose e-mail failed for good: the same message goes back into the outbox, once (the
 * button waits for the answer; the server refuses a second retry of the same failure). Without a mail
 * server it stays, disabled, with the reason beside it, as Reply does.
 */
function RetryReply({ kind, id, replyId, reply }: { kind: InquiryKind; id: number; replyId: number; reply: Timeline['reply'] }) {
  const queryClient = useQueryClient();
  const whyId = useId();
  const retry = useMutation({
    mutationFn: () => retryInquiryReply(kind, id, replyId),
    onSuccess: () => toast({ title: 'Reply queued again: it is on its way', variant: 'success' }),
    onError: (error) => toast({ title: 'The reply was not retried', description: plainFailure(error), variant: 'destructive' }),
    // Either way the timeline shows where the reply is now (a colleague may have retried it first).
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.inquiries(kind, { id, timeline: true }) }),
  });
  return (
    <div className="grid gap-1">
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="justify-self-start"
        disabled={!reply.available || retry.isPending}
        aria-describedby={reply.available ? undefined : whyId}
        onClick={() => retry.mutate()}
      >
        Retry
      </Button>
      {!reply.available && (
        <p id={whyId} className="text-sm text-muted-foreground" data-testid="retry-unavailable">
          {reply.reason}
        </p>
      )}
    </div>
  );
}
