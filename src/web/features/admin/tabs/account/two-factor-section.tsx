import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardCopy, Download, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { twoFactorEnableRequestSchema } from '../../../../../domain/api/staff';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { toast } from '../../../../components/ui/toast';
import type { Me } from '../../access/me';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup } from '../../api/account';
import { adminKeys } from '../../api/query-keys';
import { PasswordField } from '../../components/password-field';
import { plainFailure } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { qrImageSrc, recoveryCodesFile, recoveryCodesFileName, secretGroups } from './two-factor-text';

type Setup = { secret: string; otpauthUrl: string; qrSvg: string };

/**
 * Two-factor sign-in for the signed-in person: set it up (QR code or the secret by hand, confirmed with a
 * code from the app), then the ten recovery codes shown once; or turn it off with the password.
 */
export function TwoFactorSection({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const start = useMutation({ mutationFn: startTwoFactorSetup, onSuccess: setSetup });
  // `me` is read again only once the codes are put away: the required-setup screen must not close under them.
  const finish = () => {
    setCodes(undefined);
    setSetup(undefined);
    void queryClient.invalidateQueries({ queryKey: adminKeys.me() });
  };

  if (codes) return <RecoveryCodes codes={codes} email={me.email} onDone={finish} />;
  if (setup) return <ConfirmSetup setup={setup} onEnabled={setCodes} onCancel={() => setSetup(undefined)} />;
  if (me.twoFactorEnabled) return <TurnOff />;
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a 6-digit code from an authenticator app on your phone (for example Google
        Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone is not enough.
      </p>
      {start.isError && (
        <p role="alert" className="text-sm text-destructive">
          {plainFailure(start.error)}
        </p>
      )}
      <Button className="justify-self-start" onClick={() => start.mutate()} disabled={start.isPending}>
        <KeyRound aria-hidden />
        {start.isPending ? 'Preparing…' : 'Set up two-factor sign-in'}
      </Button>
    </div>
  );
}

function ConfirmSetup({ setup, onEnabled, onCancel }: { setup: Setup; onEnabled(codes: string[]): void; onCancel(): void }) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  useDirtyForm(formState.isDirty);
  const enable = useMutation({
    mutationFn: (code: string) => enableTwoFactor(code),
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
    onError: (error) => setError('code', { type: 'server', message: plainFailure(error) }, { shouldFocus: true }),
  });
  const error = formState.errors.code?.message;
  return (
    <form noValidate className="grid gap-4" aria-label="Set up two-factor sign-in" onSubmit={handleSubmit(({ code }) => enable.mutate(code.trim()))}>
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li className="grid gap-2">
          <span>Scan this QR code with your authenticator app.</span>
          <img src={qrImageSrc(setup.qrSvg)} alt="QR code for your authenticator app" width={192} height={192} className="size-48 rounded border bg-white p-2" />
          <span>
            Or enter this key by hand: <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm" data-testid="two-factor-secret">{secretGroups(setup.secret)}</code>
          </span>
        </li>
        <li className="grid gap-1">
          <label htmlFor={`${id}-code`}>Enter the 6-digit code the app shows.</label>
          <Input
            id={`${id}-code`}
            className="max-w-40 font-mono tracking-widest"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
            {...register('code', {
              validate: (value) => {
                const checked = twoFactorEnableRequestSchema.safeParse({ code: value });
                return checked.success || (checked.error.issues[0]?.message ?? 'Enter the 6-digit code from your app');
              },
            })}
          />
          {error && (
            <p id={`${id}-code-error`} className="font-medium text-destructive">
              {error}
            </p>
          )}
        </li>
      </ol>
      <div className="flex gap-2">
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Checking…' : 'Turn on two-factor sign-in'}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone(): void }) {
  const id = useId();
  const [saved, setSaved] = useState(false);
  const text = recoveryCodesFile(codes, email, new Date());
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Recovery codes copied', variant: 'success' });
    } catch {
      toast({ title: 'Copying is not possible here: download the codes instead', variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recoveryCodesFileName(email);
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className="grid gap-4" data-testid="recovery-codes">
      <p role="status" className="text-sm font-semibold">
        Two-factor sign-in is on.
      </p>
      <p className="text-sm">
        These ten recovery codes each sign you in once if you lose your phone. They are shown only now: copy or download them and keep them somewhere safe.
      </p>
      <ol className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-3 font-mono text-sm" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <ClipboardCopy aria-hidden />
          Copy
        </Button>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
      </div>
      <label htmlFor={`${id}-saved`} className="flex items-center gap-2 text-sm font-semibold">
        <input id={`${id}-saved`} type="checkbox" className="size-4" checked={saved} onChange={(event) => setSaved(event.target.checked)} />I have saved these codes
      </label>
      <Button className="justify-self-start" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </div>
  );
}

function TurnOff() {
  const id = useId();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, reset, formState } = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const forget = useDirtyForm(formState.isDirty);
  const disable = useMutation({
    mutationFn: (password: string) => disableTwoFactor(password),
    onSuccess: async () => {
      forget();
      reset();
      toast({ title: 'Two-factor sign-in is off', variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: adminKeys.me() });
    },
    onError: (error) => setError('password', { type: 'server', message: plainFailure(error) }, { shouldFocus: true }),
  });
  return (
    <form noValidate className="grid max-w-md gap-3" aria-label="Turn off two-factor sign-in" onSubmit={handleSubmit(({ password }) => disable.mutate(password))}>
      <p className="text-sm">
        Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your authenticator app. To turn it off, enter your password.
      </p>
      <PasswordField
        id={`${id}-password`}
        label="Your password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        registration={register('password', { required: 'Enter your password' })}
      />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off…' : 'Turn off two-factor sign-in'}
      </Button>
    </form>
  );
}
