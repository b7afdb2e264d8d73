import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import type { StaffSession } from '../../../../../domain/api/staff';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import { endMyOtherSessions, endMySession, listMySessions } from '../../api/account';
import { adminKeys } from '../../api/query-keys';
import { formatStaffTime } from '../../components/staff-time';
import { plainFailure } from '../../no-lost-work/field-errors';

/** Where this person is signed in: device, address, last use; sign out one, or all but this device. */
export function MySessions() {
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: adminKeys.mySessions(), queryFn: listMySessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.mySessions() });
  const endOne = useMutation({
    mutationFn: (session: StaffSession) => endMySession(session.id),
    onSuccess: (_answer, session) => toast({ title: `Signed out: ${session.device}`, variant: 'success' }),
    onError: (error) => toast({ title: 'That session was not ended', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endMyOtherSessions,
    onSuccess: ({ ended }) => toast({ title: ended === 0 ? 'You were not signed in anywhere else' : `Signed out on ${ended} other device${ended === 1 ? '' : 's'}`, variant: 'success' }),
    onError: (error) => toast({ title: 'The other sessions were not ended', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });

  if (sessions.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {plainFailure(sessions.error)}
      </p>
    );
  }
  // This device first, then the most recently used.
  const list = [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  const others = list.filter((session) => !session.current).length;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Your sessions">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-3 text-sm" data-testid="my-session">
            <div className="grid gap-0.5">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {session.device}
                {session.current && <Badge variant="success">This device</Badge>}
              </p>
              <p className="text-muted-foreground">
                {session.ip ?? 'Address unknown'} · last used {formatStaffTime(session.lastSeenAt)} · signed in {formatStaffTime(session.createdAt)}
              </p>
            </div>
            {!session.current && (
              <Button size="sm" variant="outline" disabled={endOne.isPending} onClick={() => endOne.mutate(session)} aria-label={`Sign out ${session.device}, last used ${formatStaffTime(session.lastSeenAt)}`}>
                <LogOut aria-hidden />
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Button variant="outline" className="justify-self-start" disabled={others === 0 || endOthers.isPending} onClick={() => endOthers.mutate()}>
        Sign out all other sessions
      </Button>
    </div>
  );
}
