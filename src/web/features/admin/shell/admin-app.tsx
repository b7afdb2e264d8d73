import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteLoadingPanel } from './route-loading-panel';
import { adminKeys } from '../api/query-keys';
import { currentAdmin } from '../api/session';
import { onTwoFactorSetupRequired } from '../api/two-factor-gate';
import { AdminShell } from './admin-shell';
import { SetPasswordPage } from '../sign-in/set-password-page';
import { SignInPage } from '../sign-in/sign-in-page';

/** /admin: the sign-in page without a session, the panel with one; /admin/set-password for everyone (a link's page). */
export function AdminApp() {
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/admin/set-password') return <SetPasswordPage />;
  return <SignedInOrNot />;
}

function SignedInOrNot() {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: adminKeys.me(), queryFn: currentAdmin, retry: false, staleTime: Infinity });
  // A request refused because the owner now requires two-factor: read `me` again, which then says so.
  useEffect(() => onTwoFactorSetupRequired(() => void queryClient.invalidateQueries({ queryKey: adminKeys.me() })), [queryClient]);
  if (me.isPending) return <RouteLoadingPanel />;
  if (me.isError) {
    return (
      <p role="alert" className="p-6 text-destructive">
        The admin panel could not reach the server. Please refresh the page.
      </p>
    );
  }
  return me.data ? <AdminShell user={me.data} /> : <SignInPage />;
}
