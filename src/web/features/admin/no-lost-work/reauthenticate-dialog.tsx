import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { plainFailure } from './field-errors';
import { confirmPassword, passwordCancelled, passwordConfirmed, usePasswordNeeded } from './password-confirmation';

/**
 * Over the screen when a staff or settings change needs the password again (403 'reauthenticate'): once it
 * is confirmed the waiting change is sent again as it was (api/admin-request.ts); Cancel fails it.
 */
export function ReauthenticateDialog() {
  const open = usePasswordNeeded();
  return open ? <PasswordAgain /> : null;
}

function PasswordAgain() {
  const id = useId();
  const [pending, setPending] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const error = formState.errors.password?.message;
  const submit = handleSubmit(async ({ password }) => {
    setPending(true);
    try {
      await confirmPassword(password);
      passwordConfirmed();
    } catch (failure) {
      setError('password', { type: 'server', message: plainFailure(failure) }, { shouldFocus: true });
    } finally {
      setPending(false);
    }
  });
  return (
    <Dialog open onOpenChange={(next) => !next && passwordCancelled()}>
      <DialogContent aria-describedby={`${id}-why`}>
        <DialogHeader>
          <DialogTitle>Enter your password again</DialogTitle>
          <DialogDescription id={`${id}-why`}>
            Changes to staff and settings need your password when you signed in more than 15 minutes ago. Your change is sent as soon as you confirm.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <div className="grid gap-1">
            <label htmlFor={`${id}-password`} className="text-sm font-semibold">
              Your password
            </label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              autoFocus
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-password-error` : undefined}
              {...register('password', { required: 'Enter your password' })}
            />
            {error && (
              <p id={`${id}-password-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={passwordCancelled}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Checking…' : 'Confirm and continue'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
