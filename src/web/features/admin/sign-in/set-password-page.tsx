import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { resetLinkInfo, setPasswordWithLink } from '../api/password-reset';
import { adminKeys } from '../api/query-keys';
import { passwordFieldOf } from '../components/password-errors';
import { NewPasswordFields } from '../components/new-password-fields';
import { plainFailure } from '../no-lost-work/field-errors';

interface SetPasswordForm {
  newPassword: string;
  repeat: string;
}

/** The line the sign-in page shows after a password was set through a link. */
export const PASSWORD_SET_NOTICE = 'Your password is set. Sign in with your e-mail address and the new password.';

/** A used or expired link (410), in plain words, with what to do. */
const GONE = 'This link has already been used or has expired. Ask an owner of the admin panel for a new one.';

/** Where the page keeps the link's token once it is out of the address bar: this history entry's own state. */
interface LinkState {
  setPasswordToken?: string;
}

/**
 * The link's token, taken out of the address bar as soon as the page has read it: no history entry,
 * bookmark, screenshot or Referer of this page carries it from then on. It stays in this history entry's
 * state (never sent anywhere), so a reload still finds it. The server's `Referrer-Policy: no-referrer` on
 * this page (routes/set-password-page.ts) and the meta below cover the moment before.
 */
function useLinkToken(): string {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = search.get('token');
  const kept = (location.state as LinkState | null)?.setPasswordToken;
  useEffect(() => {
    if (inAddress === null) return;
    const state: LinkState = { ...(location.state as object | null), setPasswordToken: inAddress };
    navigate({ pathname: location.pathname, search: '', hash: location.hash }, { replace: true, state });
  }, [inAddress, location.pathname, location.hash, location.state, navigate]);
  return inAddress ?? kept ?? '';
}

/**
 * /admin/set-password?token=…: the page a setup or reset link opens (public: the token is the proof). It names
 * whose account it is, asks for the new password twice, and sends to sign-in once it is set.
 */
export function SetPasswordPage() {
  const id = useId();
  const token = useLinkToken();
  const info = useQuery({ queryKey: adminKeys.resetLink(token), queryFn: () => resetLinkInfo(token), enabled: token !== '', retry: false, staleTime: Infinity });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-background p-4">
      {/* React puts it in <head> while the page shows: nothing this page loads or links to learns its address. */}
      <meta name="referrer" content="no-referrer" />
      <Card className="grid w-full max-w-md gap-4 p-6">
        <div className="grid gap-1">
          <KeyRound aria-hidden className="size-8 text-primary" />
          <h1 id={`${id}-title`} className="text-xl font-bold">
            {info.data?.purpose === 'setup' ? 'Choose your password' : 'Set a new password'}
          </h1>
        </div>
        {token === '' ? (
          <p role="alert" className="text-sm text-destructive">
            This address has no link code in it. Open the whole link from the message, or ask an owner of the admin panel for a new one.
          </p>
        ) : info.isPending ? (
          <div aria-busy="true" className="grid gap-2">
            <Skeleton className="h-6" />
            <Skeleton className="h-24" />
          </div>
        ) : info.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {info.error instanceof ApiError && (info.error.status === 410 || info.error.status === 404) ? GONE : plainFailure(info.error)}
          </p>
        ) : (
          <>
            <p className="text-sm">
              For the account of <strong>{info.data.name ? `${info.data.name} (${info.data.email})` : info.data.email}</strong> in the Charter Flight Admin Panel.
            </p>
            <NewPasswordForm id={id} token={token} />
          </>
        )}
      </Card>
    </main>
  );
}

function NewPasswordForm({ id, token }: { id: string; token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<SetPasswordForm>({ defaultValues: { newPassword: '', repeat: '' }, shouldFocusError: true });
  const save = useMutation({
    mutationFn: (values: SetPasswordForm) => setPasswordWithLink({ token, newPassword: values.newPassword }),
    onSuccess: async () => {
      // The link ended that person's sessions: if this browser had one, /admin must ask again, not show a stale panel.
      await queryClient.invalidateQueries({ queryKey: adminKeys.me() });
      navigate('/admin', { replace: true, state: { notice: PASSWORD_SET_NOTICE } });
    },
    onError: (error) => {
      const placed = passwordFieldOf(error, ['newPassword']);
      if (placed) setError('newPassword', { type: 'server', message: placed.message }, { shouldFocus: true });
    },
  });
  const general = save.error && !passwordFieldOf(save.error, ['newPassword']) ? (save.error instanceof ApiError && save.error.status === 410 ? GONE : plainFailure(save.error)) : undefined;
  return (
    <form noValidate aria-labelledby={`${id}-title`} className="grid gap-4" onSubmit={handleSubmit((values) => save.mutate(values))}>
      <NewPasswordFields id={id} register={register} errors={formState.errors} />
      {general && (
        <p role="alert" className="text-sm text-destructive">
          {general}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Set password'}
      </Button>
    </form>
  );
}
