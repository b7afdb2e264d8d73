import { useQuery } from '@tanstack/react-query';
import { getInquiryTimeline, type Inquiry, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { InquiryFollowUpForm } from './inquiry-follow-up-form';
import { InquiryReplyForm } from './inquiry-reply-form';
import { InquiryTimeline } from './inquiry-timeline';
import { replyInFlight } from './timeline-text';
import { QueryState } from '../../components/query-state';

/** How often an open timeline looks again while a reply is on its way, to show it sent (or why not). */
const DELIVERY_POLL_MS = 3_000;

/** The work on an inquiry: its follow-up (assignee, day, status, a note), a reply by e-mail, and the timeline of it all. */
export function InquiryWork({ kind, inquiry }: { kind: InquiryKind; inquiry: Inquiry }) {
  const timeline = useQuery({
    queryKey: adminKeys.inquiries(kind, { id: inquiry.id, timeline: true }),
    queryFn: () => getInquiryTimeline(kind, inquiry.id),
    refetchInterval: (query) => (query.state.data && replyInFlight(query.state.data.events) ? DELIVERY_POLL_MS : false),
  });
  return (
    <div className="grid content-start gap-5 border-t pt-4">
      <section className="grid gap-2" aria-label="Follow-up">
        <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Follow-up</h4>
        <InquiryFollowUpForm kind={kind} inquiry={inquiry} />
      </section>
      <QueryState query={timeline} loading="h-24" failure={() => 'The timeline could not be loaded. Please try again.'}>
        {(data) => (
          <>
            <section className="grid gap-2">
              <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Reply</h4>
              <InquiryReplyForm kind={kind} id={inquiry.id} reference={String(inquiry.reference ?? '')} reply={data.reply} />
            </section>
            <section className="grid gap-2">
              <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Timeline</h4>
              <InquiryTimeline kind={kind} id={inquiry.id} events={data.events} reply={data.reply} />
            </section>
          </>
        )}
      </QueryState>
    </div>
  );
}
