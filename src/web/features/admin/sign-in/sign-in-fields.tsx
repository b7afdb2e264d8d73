import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { adminKeys } from '../api/query-keys';
import { signIn } from '../api/session';
import type { AdminUser } from '../../../../domain/api/auth';

/**
 * The sign-in call shared by the sign-in page and the session-expired dialog: the typed e-mail and
 * password, the server's reason in plain words when it refuses, and the signed-in user stored on success.
 */
export function useSignIn({ email: knownEmail = '', onSignedIn }: { email?: string; onSignedIn?: (user: AdminUser) => void } = {}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(knownEmail);
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => signIn({ email, password }),
    onSuccess: ({ user }) => {
      setPassword('');
      queryClient.setQueryData(adminKeys.me(), user);
      onSignedIn?.(user);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const error = login.error instanceof ApiError ? login.error.serverMessage : login.error ? 'Signing in failed. Please try again.' : undefined;
  return { email, setEmail, password, setPassword, submit, error, pending: login.isPending, reset: login.reset };
}

/** E-mail, password and the refusal, for a form driven by `useSignIn`. */
export function SignInFields({ id, signIn, focusPassword = false }: { id: string; signIn: ReturnType<typeof useSignIn>; focusPassword?: boolean }) {
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={`${id}-email`} className="text-sm font-semibold">
          E-mail
        </label>
        <Input id={`${id}-email`} type="email" autoComplete="username" required value={signIn.email} onChange={(e) => signIn.setEmail(e.target.value)} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-password`} className="text-sm font-semibold">
          Password
        </label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          autoFocus={focusPassword}
          value={signIn.password}
          onChange={(e) => signIn.setPassword(e.target.value)}
        />
      </div>
      {signIn.error && (
        <p role="alert" className="text-sm text-destructive">
          {signIn.error}
        </p>
      )}
    </>
  );
}
