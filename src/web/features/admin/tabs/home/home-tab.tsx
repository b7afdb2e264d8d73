import { useCan } from '../../access/role-access';
import { NewInquiriesCard } from './new-inquiries-card';
import { WeekSalesCard } from './week-sales-card';
import { WeekFunnel } from './week-funnel';

/**
 * The panel's home page (docs/product.md §2.7, decision 0048): what a manager looks at each morning. Each
 * part shows to a role that may read it: the new inquiries and the week's quotes and payments to one that
 * handles inquiries, the week's funnel to one that reads Book Now clicks.
 */
export function HomeTab() {
  const inquiries = useCan('inquiries');
  const insights = useCan('insights');
  return (
    <section aria-labelledby="home-title" className="grid gap-6">
      <h2 id="home-title" className="text-xl font-bold">
        Home
      </h2>
      {inquiries && <NewInquiriesCard />}
      {inquiries && <WeekSalesCard />}
      {insights && <WeekFunnel />}
    </section>
  );
}
