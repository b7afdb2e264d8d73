import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SheetTitle } from '../../../../components/ui/sheet';
import { Skeleton } from '../../../../components/ui/skeleton';
import { ApiError } from '../../../../lib/api-client';
import type { InquiryKind } from '../../api/inquiries';
import { getInquiryDetail, type AnyInquiryDetail } from '../../api/inquiry-detail';
import { adminKeys } from '../../api/query-keys';
import { formatStaffDate, formatStaffTime } from '../../components/staff-time';
import { MakeQuoteButton } from '../../components/make-quote-button';
import { InquiryWork } from './inquiry-work';
import { addOnGroups, aircraftName, appContextLabel, estimateText, flightTypeLabel, languageLabel, legsText, routeText } from './inquiry-facts';

type Fact = [label: string, value: ReactNode];

/** A label and its value; facts without a value are left out rather than shown as dashes. */
function Facts({ facts }: { facts: Fact[] }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== null && value !== '');
  return (
    <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 whitespace-pre-line break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Text the visitor or staff typed, line breaks kept. */
const Kept = ({ text, testId }: { text: string; testId?: string }) => (
  <p className="whitespace-pre-wrap break-words rounded-md bg-muted/50 p-2 text-sm" data-testid={testId}>
    {text}
  </p>
);

function contactLinks(email: string, phone: string | null): Fact[] {
  return [
    [
      'E-mail',
      <a key="e" href={`mailto:${email}`} className="inline-flex items-center gap-1 text-primary underline underline-offset-2 break-all">
        <Mail aria-hidden className="size-4 shrink-0" />
        {email}
      </a>,
    ],
    [
      'Phone',
      phone ? (
        <a key="p" href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-primary underline underline-offset-2">
          <Phone aria-hidden className="size-4 shrink-0" />
          {phone}
        </a>
      ) : undefined,
    ],
  ];
}

function factsOf({ kind, detail }: AnyInquiryDetail): { name: string; facts: Fact[]; message: string | null } {
  const shared: Fact[] = [
    ['Route', routeText(detail.names)],
    ['Region', detail.names.region ?? undefined],
    ['Flight type', flightTypeLabel(detail.flightType)],
    ['Aircraft', aircraftName(detail.aircraftType)],
  ];
  if (kind === 'booking') {
    return {
      name: detail.contactName,
      message: detail.specialRequests,
      facts: [
        ...contactLinks(detail.contactEmail, detail.contactPhone),
        // The experience the visitor booked, by its title when the request came in.
        ['Experience', detail.experienceTitle ?? undefined],
        ...shared,
        ['Date', detail.date ? formatStaffDate(detail.date) : undefined],
        ['Trip legs', legsText(detail.legs, formatStaffDate)],
        ['Passengers', detail.passengers],
        ['Adults', detail.passengers - detail.children],
        ['Children (under 12)', detail.children],
        ['Passenger weight', detail.passengerWeightKg ? `${detail.passengerWeightKg} kg` : undefined],
        ['Baggage weight', detail.baggageKg ? `${detail.baggageKg} kg` : undefined],
        ['Estimate', estimateText(detail.estimate)],
        ['Custom route', detail.isCustomRoute ? 'Yes: quote this route by hand' : undefined],
        ['Site', appContextLabel(detail.appContext)],
      ],
    };
  }
  return {
    name: detail.customerName,
    message: null,
    facts: [
      ...contactLinks(detail.customerEmail, null),
      ...shared,
      ['Departure date', formatStaffDate(detail.departureDate)],
      ['Return date', detail.returnDate ? formatStaffDate(detail.returnDate) : undefined],
      ['Passengers over 12', detail.passengersOver12],
      ['Passengers under 12', detail.passengersUnder12],
      ['Passenger weight', detail.totalPassengerWeight ? `${detail.totalPassengerWeight} kg` : undefined],
      ['Baggage weight', detail.totalBagWeight ? `${detail.totalBagWeight} kg` : undefined],
      ['Estimate', estimateText(detail.estimate)],
      ['Flight time', detail.flightTime ?? undefined],
      ['Distance', detail.distance ?? undefined],
    ],
  };
}

/**
 * "Make a quote" (docs/product.md §10.1) for a booking request: below the facts, or, when the visitor asked for
 * a firm quote, first, in a box that says so, as that request waits on it.
 */
function QuoteAction({ inquiry, facts }: { inquiry: AnyInquiryDetail; facts: ReactNode }) {
  if (inquiry.kind !== 'booking') return facts;
  if (!inquiry.detail.wantsQuote) {
    return (
      <>
        {facts}
        <MakeQuoteButton inquiryId={inquiry.detail.id} />
      </>
    );
  }
  return (
    <>
      <section aria-labelledby={`firm-quote-${inquiry.detail.id}`} className="grid gap-2 rounded-lg border-2 border-primary bg-primary/5 p-3" data-testid="firm-quote-asked">
        <h4 id={`firm-quote-${inquiry.detail.id}`} className="font-semibold">
          Firm quote asked
        </h4>
        <p className="text-sm">The visitor asked for a firm quote from the estimate: make it from this request, then send it.</p>
        <MakeQuoteButton inquiryId={inquiry.detail.id} size="lg" />
      </section>
      {facts}
    </>
  );
}

/**
 * One inquiry as staff read it in the side panel (booking or WeChat request): its reference first (the
 * panel's title), then who asked (e-mail and phone as links), the route by place names, the aircraft by name,
 * A$ amounts, dates in the staff's time zone, add-ons by name, the visitor's words with their line breaks,
 * and the work on it (follow-up, reply, timeline).
 */
export function InquiryDetail({ kind, id }: { kind: InquiryKind; id: number }) {
  const headingId = useId();
  const read = useQuery({ queryKey: adminKeys.inquiries(kind, { id }), queryFn: () => getInquiryDetail(kind, id) });
  if (read.isPending) {
    return (
      <>
        <SheetTitle className="sr-only">Opening the inquiry…</SheetTitle>
        <Skeleton className="h-48" />
      </>
    );
  }
  if (read.isError) {
    return (
      <>
        <SheetTitle className="pr-8">Inquiry not found</SheetTitle>
        <p role="alert" className="text-sm text-destructive">
          {read.error instanceof ApiError ? read.error.serverMessage : 'This inquiry could not be loaded. Please try again.'}
        </p>
      </>
    );
  }
  const { detail } = read.data;
  const { name, facts, message } = factsOf(read.data);
  const addOns = addOnGroups(detail.names);
  return (
    <article aria-labelledby={headingId} className="grid gap-4" data-testid="inquiry-detail">
      <div className="grid content-start gap-4">
        <header className="grid gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{kind === 'booking' ? 'Booking request' : 'WeChat / Alipay request'}</p>
          {/* The title keeps the id the dialog names itself by; the article is labelled by the reference inside it. */}
          <SheetTitle className="pr-8 font-mono text-2xl font-bold" data-testid="inquiry-detail-reference">
            <span id={headingId}>{detail.reference}</span>
          </SheetTitle>
          <p className="text-base font-semibold break-words">{name}</p>
          <p className="text-sm text-muted-foreground">
            Received <time dateTime={detail.createdAt}>{formatStaffTime(detail.createdAt)}</time>
            {detail.partner ? ` via partner ${detail.partner}` : ''} · {languageLabel(detail.language)}
          </p>
          {detail.cancelledAt && (
            <p role="status" className="justify-self-start rounded-md border border-destructive px-2 py-1 text-sm font-semibold text-destructive" data-testid="inquiry-cancelled">
              Cancelled by the visitor <time dateTime={detail.cancelledAt}>{formatStaffTime(detail.cancelledAt)}</time>
            </p>
          )}
        </header>
        <QuoteAction inquiry={read.data} facts={<Facts facts={facts} />} />
        {addOns.length > 0 && (
          <section className="grid gap-1 text-sm" data-testid="inquiry-add-ons">
            <h4 className="font-semibold">Add-ons</h4>
            {addOns.map((group) => (
              <p key={group.label}>
                <span className="text-muted-foreground">{group.label}: </span>
                {group.items.join(', ')}
              </p>
            ))}
          </section>
        )}
        {message && (
          <section className="grid gap-1">
            <h4 className="text-sm font-semibold">Special requests</h4>
            <Kept text={message} testId="inquiry-special-requests" />
          </section>
        )}
      </div>
      <InquiryWork kind={kind} inquiry={detail} />
    </article>
  );
}
