import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import type { OneTimeLinkResponse, StaffUser, UpdateStaffRequest } from '../../../../../domain/api/staff';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { toast } from '../../../../components/ui/toast';
import type { Me } from '../../access/me';
import { isConflict } from '../../api/admin-request';
import { adminKeys } from '../../api/query-keys';
import { endStaffSessions, listStaff, resetStaffPassword, updateStaff } from '../../api/staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { plainFailure } from '../../no-lost-work/field-errors';
import { AccessTokens } from './access-tokens';
import { Webhooks } from './webhooks/webhooks';
import { AddPersonDialog } from './add-person-dialog';
import { RequireTwoFactorSwitch } from './require-two-factor-switch';
import { activeQuestion, linkAction, sortStaff } from './staff-facts';
import { StaffTable } from './staff-table';
import { OneTimeLink } from './one-time-link';
import { QueryState } from '../../components/query-state';

/** What the owner is about to do to one person, asked first. */
type Pending = { kind: 'active' | 'reset' | 'sessions'; user: StaffUser };

/**
 * The Staff view (owner only, decision 0032): the people who can sign in, with role, status, two-factor, last
 * sign-in and recent failed sign-ins; add a person, change a role, deactivate, reset a password, end sessions;
 * and the access tokens of integrations.
 */
export function StaffTab({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [asking, setAsking] = useState<Pending>();
  const [link, setLink] = useState<OneTimeLinkResponse>();
  const people = useQuery({ queryKey: adminKeys.staff(), queryFn: listStaff });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.staff() });

  const update = useMutation({
    mutationFn: ({ user, change }: { user: StaffUser; change: Omit<UpdateStaffRequest, 'version'> }) => updateStaff(user.id, { ...change, version: user.version }),
    onSuccess: (saved, { change }) => {
      const who = saved.name ?? saved.email;
      const title = change.role ? `${who} is now an ${change.role}` : change.isActive === false ? `${who} was deactivated and signed out everywhere` : `${who} was reactivated`;
      toast({ title, variant: 'success' });
    },
    onError: (error) =>
      toast({
        title: isConflict(error) ? 'Someone changed this person meanwhile' : 'The change was not saved',
        description: isConflict(error) ? 'The list now shows their latest details; make the change again if it is still needed.' : plainFailure(error),
        variant: 'destructive',
      }),
    onSettled: refresh,
  });
  const reset = useMutation({
    mutationFn: (user: StaffUser) => resetStaffPassword(user.id),
    onSuccess: setLink,
    onError: (error) => toast({ title: 'No reset link was made', description: plainFailure(error), variant: 'destructive' }),
    onSettled: refresh,
  });
  const endSessions = useMutation({
    mutationFn: (user: StaffUser) => endStaffSessions(user.id),
    onSuccess: ({ ended }, user) => toast({ title: `${user.name ?? user.email} was signed out`, description: `${ended} session${ended === 1 ? '' : 's'} ended.`, variant: 'success' }),
    onError: (error) => toast({ title: 'The sessions were not ended', description: plainFailure(error), variant: 'destructive' }),
  });

  const confirm = () => {
    if (!asking) return;
    const { kind, user } = asking;
    setAsking(undefined);
    if (kind === 'active') update.mutate({ user, change: { isActive: !user.isActive } });
    if (kind === 'reset') reset.mutate(user);
    if (kind === 'sessions') endSessions.mutate(user);
  };
  const question = asking && questionFor(asking);

  return (
    <section aria-labelledby="staff-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="staff-title" className="text-xl font-bold">
          Staff
        </h2>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden />
          Add person
        </Button>
      </div>
      <RequireTwoFactorSwitch />
      <QueryState
        query={people}
        loading={
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        }
      >
        {(users) => (
          <StaffTable
            users={sortStaff(users)}
            me={me}
            busy={update.isPending || reset.isPending || endSessions.isPending}
            onRole={(user, role) => update.mutate({ user, change: { role } })}
            onAsk={(kind, user) => setAsking({ kind, user })}
          />
        )}
      </QueryState>

      <AccessTokens />
      <Webhooks />

      <AddPersonDialog open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={question !== undefined}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.confirm ?? ''}
        onCancel={() => setAsking(undefined)}
        onConfirm={confirm}
      />
      <Dialog open={link !== undefined} onOpenChange={(next) => !next && setLink(undefined)}>
        <DialogContent aria-describedby={undefined}>
          {link && (
            <>
              <DialogHeader>
                <DialogTitle>{linkAction(link.user).linkTitle}</DialogTitle>
                <DialogDescription>
                  {link.user.invitePending ? 'They use it to choose their password; the earlier link no longer works.' : 'When they use it to choose a new password, all their sessions end.'}
                </DialogDescription>
              </DialogHeader>
              <OneTimeLinkBody link={link} onDone={() => setLink(undefined)} />
            </>
          )}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function questionFor({ kind, user }: Pending) {
  const who = user.name ?? user.email;
  if (kind === 'active') return activeQuestion(user);
  if (kind === 'reset') return linkAction(user);
  return { title: `Sign ${who} out everywhere?`, description: `Every session of ${who} ends now, on every device. They can sign in again.`, confirm: 'End sessions' };
}

function OneTimeLinkBody({ link, onDone }: { link: OneTimeLinkResponse; onDone(): void }) {
  return (
    <>
      <OneTimeLink link={link} />
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </>
  );
}
