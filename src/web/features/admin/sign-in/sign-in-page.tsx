import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plane } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { adminKeys } from '../api/query-keys';
import { signIn } from '../api/session';

/** /admin when signed out: e-mail and password, and the server's reason in plain words when it refuses. */
export function SignInPage() {
  const queryClient = useQueryClient();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: () => signIn({ email, password }),
    onSuccess: ({ user }) => queryClient.setQueryData(adminKeys.me(), user),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const error = login.error instanceof ApiError ? login.error.serverMessage : login.error ? 'Signing in failed. Please try again.' : undefined;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-sm p-6">
        <form onSubmit={submit} className="grid gap-4" aria-labelledby={`${id}-title`}>
          <div className="grid gap-1">
            <Plane aria-hidden className="size-8 text-primary" />
            <h1 id={`${id}-title`} className="text-xl font-bold">
              Charter Flight Admin Panel
            </h1>
            <p className="text-sm text-muted-foreground">Sign in to manage flights, prices and content.</p>
          </div>
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
            <Input id={`${id}-password`} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <Button type="submit" disabled={login.isPending}>
            {login.isPending ? 'Signing in…' : 'Sign in'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
