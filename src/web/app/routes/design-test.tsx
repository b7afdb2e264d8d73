import { DesignTestPage } from '../../features/design-test';
import { SiteHeader } from '../../features/site-chrome';

/** `/design-test`: the theme test page under the site header. */
export default function DesignTestRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <DesignTestPage />
    </div>
  );
}
