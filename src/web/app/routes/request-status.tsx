import { useParams } from 'react-router';
import { RequestStatusPage } from '../../features/request-status';
import { SiteFooter, SiteHeader } from '../../features/site-chrome';

/** `/requests/:token`: the visitor's page of one request, inside the site chrome (its language switch too). */
export default function RequestStatusRoute() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <RequestStatusPage token={token} />
      <SiteFooter compact badges={false} />
    </div>
  );
}
