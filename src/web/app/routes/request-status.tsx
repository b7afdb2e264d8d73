import { useParams } from 'react-router';
import { RequestPageHeader, RequestStatusPage } from '../../features/request-status';

/** `/requests/:token`: the visitor's page of one request, under a header of its own (home and language). */
export default function RequestStatusRoute() {
  const { token = '' } = useParams();
  return (
    <div className="flex min-h-screen flex-col">
      <RequestPageHeader />
      <RequestStatusPage token={token} />
    </div>
  );
}
