import { AlertCircle, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { PRICE_HOLD_MINUTES } from '../../../../domain/price-breakdown';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { aud, localeOf } from './format';
import { dateTimeFormat } from '../../../lib/intl-formats';

interface PriceEstimateCardProps {
  result: CalculatePriceResponse | undefined;
  loading: boolean;
  failed: boolean;
  actions: ReactNode;
}

/** The 'Price Estimate' card (SPEC §2, §4): breakdown in A$, the 20-minute hold, NOT AVAILABLE, failure. */
export function PriceEstimateCard({ result, loading, failed, actions }: PriceEstimateCardProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.language;
  const breakdown = result?.breakdown ?? null;
  const estimate = result?.estimate;

  let body: ReactNode;
  if (loading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('estimate.loading')}</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-8 w-1/2" />
      </div>
    );
  } else if (failed || estimate === undefined) {
    body = (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle className="size-4" aria-hidden />
        {t('estimate.failed')}
      </p>
    );
  } else if (estimate === 'NOT AVAILABLE') {
    body = (
      <div role="status" className="flex flex-col gap-1" data-testid="estimate-not-available">
        <p className="text-lg font-bold tracking-wide text-destructive">{t('estimate.notAvailable')}</p>
        <p className="text-sm text-muted-foreground">{t('estimate.notAvailableMessage')}</p>
      </div>
    );
  } else if (typeof estimate === 'number' && breakdown) {
    const until = new Date(breakdown.validUntil);
    const time = Number.isNaN(until.getTime()) ? '' : dateTimeFormat(localeOf(language), { hour: 'numeric', minute: '2-digit' }).format(until);
    body = (
      <div className="flex flex-col gap-3">
        <dl className="grid gap-1.5 text-sm" data-testid="estimate-breakdown">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('estimate.basePrice')}</dt>
            <dd className="font-medium tabular-nums">{aud(breakdown.basePrice, language)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('estimate.bookingFee')}</dt>
            <dd className="font-medium tabular-nums">{aud(breakdown.bookingFee, language)}</dd>
          </div>
          <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-2">
            <dt className="font-semibold">{t('estimate.total')}</dt>
            <dd className="text-2xl font-bold tabular-nums text-primary" data-testid="estimate-total">
              {aud(breakdown.total, language)}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('estimate.perPerson')}</dt>
            <dd className="font-semibold tabular-nums" data-testid="estimate-per-person">
              {aud(breakdown.perPerson, language)}
            </dd>
          </div>
        </dl>
        <p className="flex items-start gap-2 rounded-md bg-secondary/70 px-3 py-2 text-xs text-secondary-foreground" data-testid="price-hold">
          <Timer className="mt-px size-4 shrink-0" aria-hidden />
          {t('estimate.hold', { minutes: PRICE_HOLD_MINUTES, time })}
        </p>
      </div>
    );
  } else if (typeof estimate === 'number') {
    body = (
      <p className="text-2xl font-bold tabular-nums text-primary" data-testid="estimate-total">
        {aud(estimate, language)}
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-1">
        <p className="text-lg font-bold tracking-wide" data-testid="estimate-text">
          {estimate === 'PRICE ON REQUEST' ? t('estimate.priceOnRequest') : estimate}
        </p>
        {result?.isCustomRoute && <p className="text-sm text-muted-foreground">{t('estimate.customRouteHint')}</p>}
      </div>
    );
  }

  return (
    <Card data-testid="price-estimate" aria-live="polite">
      <CardHeader className="pb-3">
        <CardTitle>{t('estimate.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {body}
        {!loading && <div className="flex flex-wrap gap-2 empty:hidden">{actions}</div>}
      </CardContent>
    </Card>
  );
}
