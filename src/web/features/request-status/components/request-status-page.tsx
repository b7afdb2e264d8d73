import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorRequest } from '../../../../domain/api/visitor-requests';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { i18next, normaliseLanguage } from '../../../lib/i18n';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { visitorRequestQuery } from '../api/visitor-request-query';
import { CancelRequest } from './cancel-request';
import { RequestFacts, useDayText } from './request-facts';

const STATUS_STYLE = { new: 'border-primary/50 bg-primary/10', handling: 'border-accent/60 bg-accent/10', closed: 'border-muted-foreground/40 bg-muted' } as const;

/** Where the request is, in plain words: new, being handled, closed, or cancelled by the visitor (when). */
function StatusLine({ request }: { request: VisitorRequest }) {
  const { t } = useTranslation('page-request');
  const day = useDayText();
  const words = request.cancelledAt ? t('status.cancelled', { date: day(request.cancelledAt.slice(0, 10)) }) : t(`status.${request.status}`);
  return (
    <p className={`justify-self-start rounded-md border px-3 py-2 font-semibold ${STATUS_STYLE[request.status]}`}>
      <span className="font-normal text-muted-foreground">{t('status.label')}: </span>
      <span data-testid="request-status" data-status={request.cancelledAt ? 'cancelled' : request.status}>
        {words}
      </span>
    </p>
  );
}

/** Why the page shows no request: an unknown link (404), or a failure to load it. */
function Unavailable({ notFound, onRetry }: { notFound: boolean; onRetry(): void }) {
  const { t } = useTranslation('page-request');
  return (
    <div className="grid gap-3" role="alert">
      <h1 className="text-2xl font-bold">{notFound ? t('notFoundTitle') : t('heading')}</h1>
      <p>{notFound ? t('notFound') : t('failed')}</p>
      {!notFound && (
        <Button className="justify-self-start" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * A link opened where the visitor never chose a language (another device, from the e-mail) reads in the
 * language the request was sent in, for this visit only; a choice made on the site wins.
 */
function useRequestLanguage(request: VisitorRequest | undefined) {
  const language = request ? normaliseLanguage(request.language) : undefined;
  useEffect(() => {
    if (!language || storage.get(STORAGE_KEYS.language) !== null || new URLSearchParams(window.location.search).has('lang')) return;
    if (i18next.language !== language) void i18next.changeLanguage(language);
  }, [language]);
}

/**
 * A visitor's own page of a request they sent (reached from the confirmation and its e-mail): the reference,
 * where it is, what was asked, Add to calendar, and Cancel (with a confirm step) while it is open. Never
 * indexed: the address is the request's only key.
 */
export function RequestStatusPage({ token }: { token: string }) {
  const { t } = useTranslation('page-request');
  const read = useQuery(visitorRequestQuery(token));
  const request = read.data;
  useRequestLanguage(request);
  const title = request ? t('title', { reference: request.reference }) : t('heading');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <main id="main" className="mx-auto grid w-full max-w-2xl flex-1 content-start gap-5 px-4 py-8">
      <meta name="robots" content="noindex, nofollow" />
      {read.isPending && <Skeleton className="h-48" aria-label={t('loading')} />}
      {read.isError && <Unavailable notFound={(read.error as { status?: number }).status === 404} onRetry={() => void read.refetch()} />}
      {request && (
        <article className="grid gap-5" data-testid="visitor-request">
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold">{t('heading')}</h1>
            <p>
              {t('reference')}{' '}
              <strong className="font-mono text-lg tracking-wide" data-testid="request-reference">
                {request.reference}
              </strong>
            </p>
          </header>
          <StatusLine request={request} />
          {request.cancelledAt && <p role="status">{t('cancel.done')}</p>}
          <RequestFacts request={request} />
          <div className="flex flex-wrap gap-3">
            {request.calendarUrl && !request.cancelledAt && (
              <Button asChild variant="outline">
                <a href={request.calendarUrl} download={`${request.reference}.ics`}>
                  {t('addToCalendar')}
                </a>
              </Button>
            )}
          </div>
          {request.status !== 'closed' && <CancelRequest token={token} request={request} />}
        </article>
      )}
    </main>
  );
}
