import { useQuery } from '@tanstack/react-query';
import { RouteLoadingPanel } from './route-loading-panel';
import { adminKeys } from '../api/query-keys';
import { currentAdmin } from '../api/session';
import { AdminShell } from './admin-shell';
import { SignInPage } from '../sign-in/sign-in-page';

/** /admin: the sign-in page without a session, the panel with one. */
export function AdminApp() {
  const me = useQuery({ queryKey: adminKeys.me(), queryFn: currentAdmin, retry: false, staleTime: Infinity });
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
