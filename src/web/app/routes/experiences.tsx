import { RegionSelector } from '../../features/booking';
import { ExperiencesPage } from '../../features/experiences-page';
import { AccreditationBadges, SiteFooter, SiteHeader } from '../../features/site-chrome';

/**
 * `/experiences`: the experiences listing inside the site chrome, with the booking page's region selector.
 * The accreditations show once, in the page's certifications section, so the footer leaves them out.
 */
export default function ExperiencesRoute() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <ExperiencesPage regionSelector={<RegionSelector />} certifications={<AccreditationBadges titled={false} />} />
      <SiteFooter compact badges={false} />
    </div>
  );
}
