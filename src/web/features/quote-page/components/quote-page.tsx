import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useQuoteText } from '../hooks/use-quote-text';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { quoteQuery } from '../api/quote-api';
import { visitorChoseLanguage } from '../i18n/page-language';
import { AcceptForm } from './accept-form';
import { BookingPanel } from './booking-panel';
import { CancelSection } from './cancel-section';
import { QuoteFacts } from './quote-facts';
import { QuoteTerms } from './quote-terms';
import { WeatherSection } from './weather-section';

/** Why the page shows no quote: an unknown link (404), one no longer open (410, the server's words), or a failure. */
function Unavailable({ status, message, onRetry }: { status: number | undefined; message: string; onRetry(): void }) {
  const { t } = useQuoteText();
  const known = status === 404 || status === 410;
  return (
    <div className="grid gap-3" role="alert" data-testid="quote-unavailable" data-status={status}>
      <h1 className="text-2xl font-bold">{status === 404 ? t('notFoundTitle') : t('heading')}</h1>
      <p>{status === 404 ? t('notFound') : status === 410 ? message : t('failed')}</p>
      {!known && (
        <Button className="justify-self-start" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/** A link opened where the visitor never chose a language reads in the quote's language (for this visit). */
function useQuoteLanguage(quote: PublicQuote | undefined) {
  const { language: shown, switchTo } = useQuoteText();
  const language = quote && (LANGUAGES as readonly string[]).includes(quote.language) ? (quote.language as Language) : undefined;
  useEffect(() => {
    if (!language || visitorChoseLanguage()) return;
    if (shown !== language) switchTo(language, false);
  }, [language, shown, switchTo]);
}

/** Why a quote that opens cannot be accepted now, in words; null while it can. */
function ClosedNote({ quote }: { quote: PublicQuote }) {
  const { t } = useQuoteText();
  const words = { expired: t('expiredText'), withdrawn: t('withdrawnText'), draft: t('draftText') } as Partial<Record<PublicQuote['status'], string>>;
  const text = words[quote.status];
  return text ? (
    <p role="status" className="rounded-md border border-destructive/60 bg-destructive/10 p-3 font-semibold" data-testid="quote-closed">
      {text}
    </p>
  ) : null;
}

/**
 * A visitor's page of a firm quote (docs/product.md §10.2): the latest version (what changed since the one
 * before), the price lines and total, the terms in words, the time left, the accept form while it is open, and
 * the booking with its pay button once accepted. Never indexed: the address is the quote's only key.
 */
export function QuotePage({ token }: { token: string }) {
  const { t } = useQuoteText();
  const read = useQuery(quoteQuery(token));
  const quote = read.data;
  const [now] = useState(() => Date.now());
  useQuoteLanguage(quote);
  const title = quote ? t('title', { reference: quote.reference }) : t('heading');
  useEffect(() => {
    document.title = title;
  }, [title]);
  const error = read.error as { status?: number; message?: string } | null;
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-6 px-4 py-8">
      {read.isPending && <Skeleton className="h-64" aria-label={t('loading')} />}
      {read.isError && <Unavailable status={error?.status} message={(error?.message ?? '').replace(/^\d+: /, '')} onRetry={() => void read.refetch()} />}
      {quote && (
        <article className="grid gap-6" data-testid="quote" data-status={quote.status} data-version={quote.version}>
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold">{t('heading')}</h1>
            <p>
              {t('reference')} <strong className="font-mono text-lg tracking-wide">{quote.reference}</strong> · {t('version', { version: quote.version })} ·{' '}
              <span data-testid="quote-status">{t(`status.${quote.status}`)}</span>
            </p>
            <p className="text-muted-foreground">{t('forName', { name: quote.customerName })}</p>
          </header>
          {quote.changeSummary && (
            <section aria-labelledby="quote-changes" className="rounded-md border border-accent/60 bg-accent/10 p-3" data-testid="quote-changes">
              <h2 id="quote-changes" className="font-semibold">
                {t('whatChanged', { version: quote.version })}
              </h2>
              <p>{quote.changeSummary}</p>
            </section>
          )}
          <ClosedNote quote={quote} />
          <QuoteFacts quote={quote} now={now} />
          <QuoteTerms terms={quote.terms} />
          {quote.notes && (
            <section aria-labelledby="quote-notes" className="grid gap-1">
              <h2 id="quote-notes" className="text-lg font-semibold">
                {t('notes')}
              </h2>
              <p className="whitespace-pre-line">{quote.notes}</p>
            </section>
          )}
          {quote.booking && <BookingPanel token={token} quote={quote} booking={quote.booking} />}
          {quote.booking && <WeatherSection token={token} booking={quote.booking} />}
          {quote.booking && <CancelSection token={token} booking={quote.booking} />}
          {quote.status === 'sent' && <AcceptForm token={token} quote={quote} />}
        </article>
      )}
    </main>
  );
}
