import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { signIn } from '../api/session';
import { signedInAgain, signInCancelled, useSignInNeeded } from './session-renewal';

/**
 * Over the open form when a save met an ended session: the same sign-in call as the sign-in page; once
 * it succeeds the waiting save is sent again (api/admin-request.ts), with the form as it was typed.
 */
export function SessionExpiredDialog({ email: knownEmail }: { email: string }) {
  const open = useSignInNeeded();
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState(knownEmail);
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => signIn({ email, password }),
    onSuccess: ({ user }) => {
      setPassword('');
      queryClient.setQueryData(['admin', 'me'], user);
      signedInAgain();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const error = login.error instanceof ApiError ? login.error.serverMessage : login.error ? 'Signing in failed. Please try again.' : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        login.reset();
        signInCancelled();
      }}
    >
      <DialogContent aria-describedby={`${id}-why`}>
        <DialogHeader>
          <DialogTitle>Sign in to save</DialogTitle>
          <DialogDescription id={`${id}-why`}>Your session has ended. Sign in again and your changes are saved as you typed them.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-3">
          <div className="grid gap-1">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold">
              E-mail
            </label>
            <Input id={`${id}-email`} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-password`} className="text-sm font-semibold">
              Password
            </label>
            <Input id={`${id}-password`} type="password" autoComplete="current-password" required autoFocus value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => {
                login.reset();
                signInCancelled();
              }}>
              Cancel
            </Button>
            <Button type="submit" disabled={login.isPending}>
              {login.isPending ? 'Signing in…' : 'Sign in and save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
