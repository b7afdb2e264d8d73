import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { centsFromDollars, formatVisitorAud } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { EstimateBreakdown } from './estimate-breakdown';
import { PriceHold } from './price-hold';

export interface EstimateState {
  result: CalculatePriceResponse | undefined;
  loading: boolean;
  failed: boolean;
  /** The server refused what was asked (a trip's legs), in its words; localized when the server worded it in the visitor's language. */
  refusal?: { message: string; localized: boolean } | null;
  /** The answer is a trip's (decision 0070): the card says what it includes (positioning), as no route summary does. */
  trip?: boolean;
  /** Re-asking the server (Retry after a failure, Refresh after the hold). */
  fetching: boolean;
  hold: { deadline: number | null; expired: boolean };
  /** Seats of the chosen aircraft: what per person divides by at most. */
  capacity: number;
  /** How many fly ("Who's flying?"): what per person divides by. */
  people: number;
  requote(): void;
}

/**
 * The 'Price Estimate' card (docs/product.md §2, §4): breakdown in A$, the 20-minute hold, NOT AVAILABLE, failure
 * with Retry.
 */
export function PriceEstimateCard({ estimate: state, actions }: { estimate: EstimateState; actions: ReactNode }) {
  const { t, i18n } = useTranslation('booking');
  const { result, hold } = state;
  const estimate = result?.estimate;

  let body: ReactNode;
  if (state.loading) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">{t('estimate.loading')}</span>
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-8 w-1/2" />
      </div>
    );
  } else if (state.failed || estimate === undefined) {
    body = <EstimateFailed state={state} />;
  } else if (estimate === 'NOT AVAILABLE') {
    body = (
      <div role="status" className="flex flex-col gap-1" data-testid="estimate-not-available">
        <p className="text-lg font-bold tracking-wide text-destructive">{t('estimate.notAvailable')}</p>
        <p className="text-sm text-muted-foreground">{t('estimate.notAvailableMessage')}</p>
      </div>
    );
  } else if (typeof estimate === 'number') {
    body = (
      <div className="flex flex-col gap-3">
        {result?.breakdown ? (
          <EstimateBreakdown breakdown={result.breakdown} quote={result} capacity={state.capacity} people={state.people} note={state.trip ? result.summary : null} />
        ) : (
          <p className="text-2xl font-bold tabular-nums text-primary" data-testid="estimate-total">
            {formatVisitorAud(centsFromDollars(estimate), i18n.language)}
          </p>
        )}
        {hold.deadline !== null && <PriceHold deadline={hold.deadline} expired={hold.expired} refreshing={state.fetching} onRefresh={state.requote} />}
      </div>
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
        {/* Hidden, not unmounted, while a new price loads: a dialog opened from an action (the WeChat/Alipay
            request, whose day reprices this card) stays open through it. */}
        <div hidden={state.loading} className="flex flex-wrap gap-2 empty:hidden">
          {actions}
        </div>
      </CardContent>
    </Card>
  );
}

/** The quote failed: what happened in the visitor's words (the connection is down, or the service), and Retry. */
function EstimateFailed({ state }: { state: EstimateState }) {
  const { t } = useTranslation('booking');
  if (state.refusal) return <EstimateRefused refusal={state.refusal} />;
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="estimate-failed">
      <div className="flex flex-col gap-0.5">
        <p className="flex items-center gap-2 text-destructive">
          <AlertCircle className="size-4" aria-hidden />
          {t('estimate.failed')}
        </p>
        <FailedHint />
      </div>
      <Button variant="outline" size="sm" onClick={state.requote} disabled={state.fetching}>
        <RefreshCw aria-hidden className={state.fetching ? 'animate-spin' : undefined} />
        {t('estimate.retry')}
      </Button>
    </div>
  );
}

/**
 * The trip cannot be priced as asked: the server's own sentence that names what to change, in the visitor's
 * language; a refusal the server words only in English (the request's shape) comes after a sentence of the
 * page's. Asking again would get the same answer, so there is no Retry.
 */
function EstimateRefused({ refusal }: { refusal: NonNullable<EstimateState['refusal']> }) {
  const { t } = useTranslation('booking');
  return (
    <div role="alert" className="flex flex-col gap-0.5 text-sm" data-testid="estimate-refused">
      <p className="flex items-center gap-2 text-destructive">
        <AlertCircle className="size-4" aria-hidden />
        {refusal.localized ? refusal.message : t('estimate.tripRefused')}
      </p>
      {!refusal.localized && (
        <p className="text-muted-foreground" lang="en">
          {refusal.message}
        </p>
      )}
    </div>
  );
}

/**
 * Why the quote failed, as far as the page can tell: the connection is down, or the pricing service. Its words
 * ship with the page (offline, a namespace loaded on demand could not arrive).
 */
function FailedHint() {
  const { t } = useTranslation('booking');
  return (
    <p className="text-muted-foreground" data-testid="estimate-failed-hint">
      {t(navigator.onLine ? 'estimate.failedHint' : 'estimate.offline')}
    </p>
  );
}
