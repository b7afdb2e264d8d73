import { EmbedPage } from '../../features/embed-page';
import { SiteFooter, SiteHeader } from '../../features/site-chrome';

/** `/embed`: the embed-code page inside the site's header and footer. */
export default function EmbedRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <EmbedPage />
      <SiteFooter compact />
    </div>
  );
}
