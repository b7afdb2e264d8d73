import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import type { Me } from '../access/me';
import { adminKeys } from '../api/query-keys';
import { currentAdmin, needsCode, signIn } from '../api/session';

/**
 * The sign-in call shared by the sign-in page and the session-expired dialog: the typed e-mail and
 * password, the server's reason in plain words when it refuses, and the signed-in person stored on success.
 * An account with two-factor answers { twoFactorRequired: true } to the right password: the form then asks
 * for the code (or a recovery code) and sends e-mail, password and code together.
 */
export function useSignIn({ email: knownEmail = '', onSignedIn }: { email?: string; onSignedIn?: (user: Me) => void } = {}) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(knownEmail);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeStep, setCodeStep] = useState(false);
  const [recovery, setRecovery] = useState(false);
  const login = useMutation({
    mutationFn: async () => {
      const answer = await signIn({ email, password, ...(codeStep ? { code: code.trim() } : {}) });
      if (needsCode(answer)) return 'code' as const;
      // The sign-in answer names the person; `me` adds the role and two-factor state the panel needs.
      return (await currentAdmin()) ?? undefined;
    },
    onSuccess: (result) => {
      if (result === 'code') {
        setCodeStep(true);
        return;
      }
      setPassword('');
      setCode('');
      setCodeStep(false);
      if (!result) return;
      queryClient.setQueryData(adminKeys.me(), result);
      onSignedIn?.(result);
    },
    // A wrong code keeps the code step (the same answer as a wrong password: the server says no more).
    onError: () => setCode(''),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const error = login.error instanceof ApiError ? login.error.serverMessage : login.error ? 'Signing in failed. Please try again.' : undefined;
  const reset = () => {
    login.reset();
    setCodeStep(false);
    setCode('');
    setRecovery(false);
  };
  return {
    email,
    setEmail,
    password,
    setPassword,
    code,
    setCode,
    codeStep,
    recovery,
    setRecovery,
    /** Back from the code step to e-mail and password. */
    startOver: () => {
      reset();
      setPassword('');
    },
    submit,
    error,
    pending: login.isPending,
    reset,
  };
}

/** E-mail and password, then the code when the account has two-factor, and the refusal, for a form driven by `useSignIn`. */
export function SignInFields({ id, signIn, focusPassword = false }: { id: string; signIn: ReturnType<typeof useSignIn>; focusPassword?: boolean }) {
  if (signIn.codeStep) return <CodeField id={id} signIn={signIn} />;
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
      <Refusal message={signIn.error} />
    </>
  );
}

function CodeField({ id, signIn }: { id: string; signIn: ReturnType<typeof useSignIn> }) {
  const recovery = signIn.recovery;
  return (
    <>
      <div className="grid gap-1">
        <label htmlFor={`${id}-code`} className="text-sm font-semibold">
          {recovery ? 'Recovery code' : 'Authentication code'}
        </label>
        <p id={`${id}-code-hint`} className="text-sm text-muted-foreground">
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each one works once.'
            : `Enter the 6-digit code from the authenticator app for ${signIn.email}.`}
        </p>
        <Input
          key={recovery ? 'recovery' : 'totp'}
          id={`${id}-code`}
          autoFocus
          required
          aria-describedby={`${id}-code-hint`}
          {...(recovery ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } : { autoComplete: 'one-time-code', inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 8 })}
          value={signIn.code}
          onChange={(e) => signIn.setCode(e.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <button
          type="button"
          className="font-semibold text-primary underline underline-offset-2"
          onClick={() => {
            signIn.setRecovery(!recovery);
            signIn.setCode('');
          }}
        >
          {recovery ? 'Use the code from the app' : 'Use a recovery code'}
        </button>
        <button type="button" className="text-muted-foreground underline underline-offset-2" onClick={signIn.startOver}>
          Sign in as someone else
        </button>
      </div>
      <Refusal message={signIn.error} />
    </>
  );
}

function Refusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
