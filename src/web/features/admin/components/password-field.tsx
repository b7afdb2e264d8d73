import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';

/** The server's password policy (services/auth), stated under every new-password field before anyone types. */
export const PASSWORD_POLICY = 'At least 12 characters and hard to guess: a few uncommon words work well; common passwords, keyboard rows and your name or e-mail do not. Spaces count as typed.';

interface PasswordFieldProps {
  id: string;
  label: string;
  autoComplete: 'new-password' | 'current-password';
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Shown under the field up front (the policy for a new password). */
  hint?: string;
}

/** A labelled password field with its hint and its error (the client's or the server's 400) beside it. */
export function PasswordField({ id, label, autoComplete, registration, error, hint }: PasswordFieldProps) {
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <Input id={id} type="password" autoComplete={autoComplete} aria-invalid={error ? true : undefined} aria-describedby={described} {...registration} />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
