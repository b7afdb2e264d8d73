import { BadgeCheck, Clock, Plane, Route, ShieldCheck, Star, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRUST_CLAIMS, TRUST_FIGURES } from '../constants';

const ICONS: Record<(typeof TRUST_FIGURES)[number]['key'] | (typeof TRUST_CLAIMS)[number], LucideIcon> = {
  passengers: Users,
  flights: Plane,
  rating: Star,
  pilotHours: Clock,
  routes: Route,
  certified: BadgeCheck,
  insured: ShieldCheck,
};

/** docs/product.md §1/§9 trust claims: five figures and two statements. */
export function TrustStrip() {
  const { t } = useTranslation('chrome');
  return (
    <section aria-labelledby="chrome-trust-title">
      <h2 id="chrome-trust-title" className="mb-3 text-base font-semibold text-foreground">
        {t('footer.trustTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {TRUST_FIGURES.map(({ key, figure }) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className="flex flex-col items-center gap-1 rounded-lg bg-secondary px-2 py-3 text-center">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <span className="text-lg font-bold leading-none text-secondary-foreground">{figure}</span>
              <span className="text-xs text-muted-foreground">{t(`footer.trust.${key}`)}</span>
            </li>
          );
        })}
        {TRUST_CLAIMS.map((key) => {
          const Icon = ICONS[key];
          return (
            <li key={key} className="flex flex-col items-center justify-center gap-1 rounded-lg bg-secondary px-2 py-3 text-center">
              <Icon aria-hidden="true" className="size-5 text-primary" />
              <span className="text-sm font-semibold leading-tight text-secondary-foreground">{t(`footer.trust.${key}`)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
