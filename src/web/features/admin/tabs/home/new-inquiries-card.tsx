import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localIsoDate } from '../../../../../domain/visitor-dates';
import { getNewInquiries, type HomeNewInquiries } from '../../api/home';
import { adminKeys } from '../../api/query-keys';
import { formatStaffTime } from '../../components/staff-time';
import { QueryState } from '../../components/query-state';

type Newest = HomeNewInquiries['newest'][number];

/** The inbox's search finds an inquiry by its reference: the link opens exactly that one. */
const inboxLink = (inquiry: Newest) => `/admin/inquiries?${new URLSearchParams({ kind: inquiry.kind, q: inquiry.reference }).toString()}`;
const routeOf = (inquiry: Newest) => [inquiry.departure, inquiry.destination].filter(Boolean).join(' → ');

/** How many inquiries still wait at status new, the newest five, each a link into the inbox, and how many are overdue. */
export function NewInquiriesCard() {
  // Overdue is judged by the staff member's own day, as the inbox's 'Due today' view judges it.
  const today = localIsoDate();
  const answer = useQuery({ queryKey: adminKeys.homeNewInquiries(today), queryFn: () => getNewInquiries(today) });
  return (
    <section aria-labelledby="home-new-title" className="grid gap-3 rounded-lg border bg-card p-4">
      <h3 id="home-new-title" className="text-lg font-semibold">
        New and overdue inquiries
      </h3>
      <QueryState query={answer} loading="h-24">
        {(data) => (
          <>
            <p>
              <span className="text-3xl font-bold tabular-nums" data-testid="home-new-count">
                {data.total}
              </span>{' '}
              {data.total === 1 ? 'inquiry has' : 'inquiries have'} status new.{' '}
              <Link to="/admin/inquiries?status=new" className="text-primary underline underline-offset-4">
                See them all
              </Link>
            </p>
            <p>
              <span className={`text-2xl font-bold tabular-nums ${data.overdue > 0 ? 'text-destructive' : ''}`} data-testid="home-overdue-count">
                {data.overdue}
              </span>{' '}
              {data.overdue === 1 ? 'inquiry is' : 'inquiries are'} overdue: not closed, follow-up day passed.{' '}
              <Link to="/admin/inquiries?view=due" className="text-primary underline underline-offset-4">
                See what is due
              </Link>
            </p>
            {data.newest.length > 0 && (
              <ul className="grid gap-1" aria-label="Newest new inquiries">
                {data.newest.map((inquiry) => (
                  <li key={`${inquiry.kind}-${inquiry.id}`} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 border-t pt-1">
                    <Link to={inboxLink(inquiry)} className="font-mono text-sm font-semibold text-primary underline underline-offset-4">
                      {inquiry.reference}
                    </Link>
                    <span className="font-medium">{inquiry.name}</span>
                    <span className="text-sm text-muted-foreground">{routeOf(inquiry)}</span>
                    <time className="ml-auto text-xs text-muted-foreground" dateTime={inquiry.createdAt}>
                      {formatStaffTime(inquiry.createdAt)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
