import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import type { CalendarFeedMade } from '../../../../../domain/api/admin/calendar-feed';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { getMyCalendarFeed, resetMyCalendarFeed } from '../../api/account';
import { adminKeys } from '../../api/query-keys';
import { CopyableValue } from '../../components/copyable-value';
import { formatStaffTime } from '../../components/staff-time';
import { plainFailure } from '../../no-lost-work/field-errors';

/**
 * One's own secret URL of the bookings as a calendar (decision 0067). The server keeps only its SHA-256, so
 * the URL is shown right after it is made; later the panel says one exists and a reset makes a new one (the
 * old one stops working at once).
 */
export function CalendarFeedSection() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: adminKeys.myCalendarFeed(), queryFn: getMyCalendarFeed });
  const [made, setMade] = useState<CalendarFeedMade | null>(null);
  const reset = useMutation({
    mutationFn: resetMyCalendarFeed,
    onSuccess: (answer) => {
      setMade(answer);
      toast({ title: state.data?.active ? 'New calendar URL made; the old one no longer works' : 'Calendar URL made', variant: 'success' });
    },
    onError: (error) => toast({ title: 'No new calendar URL was made', description: plainFailure(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.myCalendarFeed() }),
  });

  if (state.isPending) return <Skeleton className="h-14" aria-busy="true" />;
  if (state.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {plainFailure(state.error)}
      </p>
    );
  }
  const active = state.data.active || made !== null;
  return (
    <div className="grid gap-3" data-testid="calendar-feed">
      <p className="text-sm text-muted-foreground">
        Subscribe to this address in your calendar app (Google, Apple or Outlook: “add calendar from URL”) to see every booked flight: route,
        aircraft, party and the manifest’s weight. Anyone with the address can read it, so keep it to yourself.
      </p>
      {made ? (
        <FeedUrl made={made} />
      ) : (
        <p className="text-sm" data-testid="calendar-feed-state">
          {state.data.active && state.data.createdAt
            ? `You have a calendar URL, made ${formatStaffTime(state.data.createdAt)}. It is shown only when it is made: if you lost it, reset it to get a new one.`
            : 'You have no calendar URL yet.'}
        </p>
      )}
      <div>
        <Button variant="outline" disabled={reset.isPending} onClick={() => reset.mutate()}>
          <RefreshCw aria-hidden />
          {active ? 'Reset calendar URL' : 'Make my calendar URL'}
        </Button>
      </div>
    </div>
  );
}

function FeedUrl({ made }: { made: CalendarFeedMade }) {
  return (
    <div className="grid gap-1">
      <CopyableValue label="Your calendar URL" value={made.url} noun="calendar URL" />
      <p className="text-sm text-muted-foreground">Made {formatStaffTime(made.createdAt)}. Copy it now: the panel shows it only this once.</p>
    </div>
  );
}
