import { AdminApp } from '../../features/admin';
import { usePageTitle } from '../../lib/page-title';

/** `/admin` (SPEC §2): staff only; the light theme is forced by the providers. */
export default function AdminRoute() {
  usePageTitle('admin');
  return <AdminApp />;
}
