import { AdminApp } from '../../features/admin';

/** `/admin` (docs/product.md §2): staff only; the light theme is forced by the providers. */
export default function AdminRoute() {
  return <AdminApp />;
}
