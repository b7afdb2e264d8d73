import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyWhenVisible } from '../../components/layout/lazy-when-visible';
import { Skeleton } from '../../components/ui/skeleton';
import type { AppContext } from '../../../domain/app-context';
import { BookingWidget } from '../../features/booking';
import { ShareEstimateButton } from '../../features/share';
import { SiteFooter, SiteHeader, HeroSlideshow } from '../../features/site-chrome';
import { useRetireFirstFrame } from '../../lib/first-frame';
import { i18next } from '../../lib/i18n';
import { isHostFramed } from '../../lib/host-bridge';
import { REQUEST_FORM_PLACE_ID } from '../../lib/request-form';
import { FirmQuoteAction, quotable } from '../firm-quote-action';
import { HostEstimateReport } from '../host-estimate-report';

// Below the fold or twin-only: loaded when needed, keeping forms, validation and their strings out of the
// first load. Each strings file loads beside its chunk rather than after it (lib/i18n.ts).
const withStrings = <T,>(chunk: Promise<T>, namespace: string) => Promise.all([chunk, i18next.loadNamespaces(namespace)]).then(([m]) => m);
const InquiryForm = lazy(() => withStrings(import('../../features/inquiry'), 'inquiry').then((m) => ({ default: m.InquiryForm })));
// The experiences and training tabs load when the visitor opens one: the page opens on its flights.
const ExperiencesTab = lazy(() => import('../../features/catalogue-tabs').then((m) => ({ default: m.ExperiencesTab })));
const TrainingTab = lazy(() => import('../../features/catalogue-tabs').then((m) => ({ default: m.TrainingTab })));
const WechatLinkButton = lazy(() => withStrings(import('../../features/wechat'), 'wechat').then((m) => ({ default: m.WechatLinkButton })));

/**
 * The main booking page (docs/product.md §2): header, hero, the three-tab widget with its extras, and the footer
 * blocks. Features meet only here.
 */
export function BookingPage({ appContext, embedded = false }: { appContext: AppContext; embedded?: boolean }) {
  const { t } = useTranslation('common');
  useRetireFirstFrame();
  // In an embed.js frame the frame follows the page's height: a screen-high minimum would never let it shrink.
  return (
    <div className={isHostFramed() ? 'flex flex-col' : 'flex min-h-screen flex-col'}>
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-card focus:p-2">
        {t('skipToContent')}
      </a>
      {!embedded && <SiteHeader />}
      {!embedded && <HeroSlideshow />}
      {/* Without the hero the widget's card does not overlap anything: it starts below the page's top edge. */}
      <main id="main" className={`mx-auto w-full max-w-5xl flex-1 px-3 pb-10 sm:px-6 ${embedded ? 'pt-4' : ''}`}>
        <BookingWidget
          experiencesTab={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <ExperiencesTab />
            </Suspense>
          }
          trainingTab={
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <TrainingTab />
            </Suspense>
          }
          renderEstimateActions={(snapshot) => (
            <>
              {isHostFramed() && <HostEstimateReport snapshot={snapshot} />}
              {quotable(snapshot) && <FirmQuoteAction />}
              <ShareEstimateButton snapshot={snapshot} />
              {appContext === 'twin' && (
                <Suspense fallback={null}>
                  <WechatLinkButton snapshot={snapshot} />
                </Suspense>
              )}
            </>
          )}
          renderInquiry={(snapshot) => (
            <LazyWhenVisible eager={isHostFramed()} id={REQUEST_FORM_PLACE_ID}>
              <InquiryForm snapshot={snapshot} />
            </LazyWhenVisible>
          )}
        />
      </main>
      <SiteFooter compact={embedded} />
    </div>
  );
}
