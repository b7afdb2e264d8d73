import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast';
import { adminKeys } from '../../api/query-keys';
import { getSecurity, listStaff, saveSecurity } from '../../api/staff';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { plainFailure } from '../../no-lost-work/field-errors';
import { withoutTwoFactor } from './staff-facts';

/**
 * The owner's switch: everyone must use two-factor sign-in (those without it see only its setup until they
 * turn it on). Turning it on asks first, naming the people who will be asked to set it up.
 */
export function RequireTwoFactorSwitch() {
  const id = useId();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const security = useQuery({ queryKey: adminKeys.security(), queryFn: getSecurity });
  const people = useQuery({ queryKey: adminKeys.staff(), queryFn: listStaff });
  const unprotected = withoutTwoFactor(people.data ?? []);
  const save = useMutation({
    mutationFn: (requireTwoFactor: boolean) => saveSecurity({ requireTwoFactor }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.security(), saved);
      toast({ title: saved.requireTwoFactor ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is now optional', variant: 'success' });
      // The owner may now be asked to set it up too.
      void queryClient.invalidateQueries({ queryKey: adminKeys.me() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.staff() });
    },
    onError: (error) => toast({ title: 'The setting was not saved', description: plainFailure(error), variant: 'destructive' }),
  });
  const on = security.data?.requireTwoFactor === true;
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="grid gap-1">
        <p id={`${id}-label`} className="font-semibold">
          Require two-factor sign-in for everyone
        </p>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          People without it are asked to set it up with an authenticator app before they can use the panel.
        </p>
        {security.isError && (
          <p role="alert" className="text-sm text-destructive">
            {plainFailure(security.error)}
          </p>
        )}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        disabled={!security.isSuccess || save.isPending}
        onClick={() => (on ? save.mutate(false) : setAsking(true))}
        className="inline-flex shrink-0 items-center gap-2 rounded-md px-1 py-1 text-sm font-semibold disabled:opacity-60"
      >
        <span className={`relative inline-flex h-6 w-10 items-center rounded-full transition-colors ${on ? 'bg-success' : 'bg-muted-foreground/40'}`}>
          <span className={`inline-block size-5 rounded-full bg-card shadow transition-transform ${on ? 'translate-x-[1.125rem]' : 'translate-x-0.5'}`} />
        </span>
        <span aria-hidden>{on ? 'On' : 'Off'}</span>
      </button>
      <ConfirmDialog
        open={asking}
        title="Require two-factor sign-in for everyone?"
        description={
          unprotected.length === 0
            ? 'Everyone already uses two-factor sign-in; nobody is asked to set it up.'
            : `${unprotected.length === 1 ? 'This person has' : `These ${unprotected.length} people have`} no two-factor sign-in yet; they will be asked to set it up before they can use the panel:`
        }
        confirmLabel="Require two-factor"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          save.mutate(true);
        }}
      >
        {unprotected.length > 0 && (
          <ul className="max-h-48 list-disc overflow-y-auto ps-5 text-sm" aria-label="People without two-factor sign-in" data-testid="without-two-factor">
            {unprotected.map((user) => (
              <li key={user.id}>{user.name ? `${user.name} (${user.email})` : user.email}</li>
            ))}
          </ul>
        )}
      </ConfirmDialog>
    </Card>
  );
}
