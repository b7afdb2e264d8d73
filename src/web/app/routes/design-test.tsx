import { DesignTestPage } from '../../features/design-test';
import { SiteHeader } from '../../features/site-chrome';
import { usePageTitle } from '../../lib/page-title';

/** `/design-test`: the theme test page under the site header. */
export default function DesignTestRoute() {
  usePageTitle('designTest');
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <DesignTestPage />
    </div>
  );
}
