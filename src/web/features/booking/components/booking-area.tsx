import { CalendarDays, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalculatePriceResponse } from '../../../../domain/api/pricing';
import { Button } from '../../../components/ui/button';
import { query } from '../../../lib/api-client';
import { NOTES_NAMESPACE } from '../../../lib/request-failure';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import type { AppContext } from '../../../../domain/app-context';
import { isSampleAddress } from '../../../../domain/sample-content';
import { calendarFrameSandbox, STAFF_HTML_SANDBOX } from '../frame-sandbox';
import { CustomRouteNotice } from './custom-route-notice';

// The calendar's box (loading line, Open in New Tab) is needed only once the visitor opens the calendar.
const CalendarFrame = lazy(() => import('./calendar-frame').then((m) => ({ default: m.CalendarFrame })));

/** The chosen route, for the staff-HTML frame's address. */
export interface BookingRoute {
  aircraftType: string;
  flightType: string;
  departure: string;
  destination: string;
  regionId: number | undefined;
  appContext: AppContext;
}

interface BookingAreaProps {
  result: CalculatePriceResponse;
  route: BookingRoute;
  onBookNow(): void;
  /** False once the estimate's hold has passed: Book Now waits for a new estimate. */
  held?: boolean;
}

/**
 * Staff HTML is served by /frames/booking as its own sandboxed document (docs/decisions/0008): a srcdoc
 * frame would inherit the page's strict CSP and block the operator's calendar scripts.
 */
export function staffHtmlFrameUrl(route: BookingAreaProps['route']): string {
  return `/frames/booking${query({
    aircraftType: route.aircraftType,
    flightType: route.flightType,
    departure: route.departure,
    destination: route.destination,
    regionId: route.regionId,
    appContext: route.appContext,
  })}`;
}

/** docs/product.md §4: whether the booking area shows at all. */
export function showsBookingArea(result: CalculatePriceResponse | undefined): result is CalculatePriceResponse {
  if (!result || result.estimate === null || result.estimate === undefined || result.estimate === 'NOT AVAILABLE') return false;
  return Boolean(result.bookingUrl || result.iframeHtml || result.isScenic || result.isPilotTraining || result.isCustomRoute);
}

/** A route whose booking links go to a host reserved for examples (the seed's stand-ins) says it is sample content. */
function SampleContentNote({ result }: { result: CalculatePriceResponse }) {
  if (result.isCustomRoute || !isSampleAddress(result.bookingUrl)) return null;
  // Its words load only where there is sample content, not with every first page.
  return (
    <Suspense fallback={null}>
      <SampleContentText />
    </Suspense>
  );
}

function SampleContentText() {
  const { t } = useTranslation(NOTES_NAMESPACE);
  return (
    <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground" data-testid="sample-content-note">
      {t('sampleContent')}
    </p>
  );
}

/** The booking area: the operator calendar, staff HTML in a sandbox, or the way to the custom-route request. */
export function BookingArea({ result, route, onBookNow, held = true }: BookingAreaProps) {
  const { t } = useTranslation('booking');
  const [calendarOpen, setCalendarOpen] = useState(false);
  const noCalendar = result.isScenic || result.isPilotTraining;
  const url = result.bookingUrl;

  const openInNewTab = url ? (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ExternalLink className="size-4" aria-hidden />
      {t('booking.openInNewTab')}
    </a>
  ) : null;

  return (
    <Card data-testid="booking-area">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden />
          {result.isCustomRoute ? t('booking.customTitle') : t('booking.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <SampleContentNote result={result} />
        {result.isCustomRoute ? (
          <CustomRouteNotice />
        ) : !held && !calendarOpen ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t('booking.refreshFirst')}</p>
            <Button size="lg" className="self-start" disabled data-book-now="">
              {t('booking.bookNow')}
            </Button>
          </div>
        ) : noCalendar ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t(result.isScenic ? 'booking.scenicHint' : 'booking.trainingHint')}</p>
            {url && (
              <Button asChild size="lg" className="self-start">
                <a href={url} target="_blank" rel="noopener noreferrer" onClick={onBookNow} data-book-now="">
                  {t('booking.bookNow')}
                  <ExternalLink aria-hidden />
                </a>
              </Button>
            )}
          </div>
        ) : !calendarOpen ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">{t('booking.calendarHint')}</p>
            <div className="flex flex-wrap items-center gap-4">
              <Button
                size="lg"
                data-book-now=""
                onClick={() => {
                  onBookNow();
                  setCalendarOpen(true);
                }}
              >
                {t('booking.bookNow')}
              </Button>
              {openInNewTab}
            </div>
          </div>
        ) : (
          <Suspense fallback={null}>
            <CalendarFrame openInNewTab={openInNewTab}>
              {result.iframeHtml ? (
                <iframe
                  title={t('booking.frameTitle')}
                  sandbox={STAFF_HTML_SANDBOX}
                  src={staffHtmlFrameUrl(route)}
                  referrerPolicy="no-referrer"
                  className="block h-[560px] w-full rounded-md"
                  data-testid="booking-html-frame"
                />
              ) : url ? (
                <iframe
                  title={t('booking.frameTitle')}
                  sandbox={calendarFrameSandbox(url, window.location.origin)}
                  src={url}
                  referrerPolicy="strict-origin-when-cross-origin"
                  className="block h-[560px] w-full rounded-md"
                  data-testid="booking-calendar-frame"
                />
              ) : null}
            </CalendarFrame>
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
