import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingRequestSchemaFor, type BookingRequestInput, type InquiryReceipt } from '../../../../domain/api/inquiries';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import type { Party } from '../../../../domain/party';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { useFlightDate, useRepriceOn } from '../../../lib/flight-date';
import { hostRoute } from '../../../lib/host-route';
import { normaliseLanguage } from '../../../lib/i18n';
import { firmQuoteAsked, goToRequestForm, onFirmQuoteChange, REQUEST_FORM_ID, setFirmQuote } from '../../../lib/request-form';
import { useVisitorRequest } from '../../../lib/use-visitor-request';
import { visitorPrefill } from '../../../lib/visitor-prefill';
import { submitInquiry } from '../api/submit-inquiry';
import { AddOnPicker, NO_ADD_ONS, useAddOnItems, type AddOnSelection } from './add-on-picker';
import { ConnectingServicesCarousel } from './connecting-services-carousel';
import { CONTACT_FIELDS, ContactFields, EMPTY_CONTACT, type ContactValues } from './contact-fields';
import { InquiryConfirmation } from './inquiry-confirmation';
import { addOnTitles, customRouteBlocked, inquiryContext } from './inquiry-request';
import { RequestSummary } from './request-summary';

/** The shared API schema, with "not in the past" judged by the visitor's own calendar. */
const visitorSchema = bookingRequestSchemaFor(localIsoDate);

interface Sent {
  receipt: InquiryReceipt;
  email: string;
  custom: boolean;
  quote: boolean;
  party: Party;
}

/** The contact fields as they start: a partner may have passed the visitor's name and e-mail (embed.js). */
const STARTING_CONTACT: ContactValues = { ...EMPTY_CONTACT, contactName: visitorPrefill().name, contactEmail: visitorPrefill().email };

/** The form with its add-ons; once stored, the receipt until a new request starts (which keeps who is asking). */
function useInquiryRequest(snapshot: BookingSnapshot) {
  const { i18n } = useTranslation('inquiry');
  const items = useAddOnItems();
  const aircraftLabel = useAircraftLabel();
  const [addOns, setAddOns] = useState<AddOnSelection>(NO_ADD_ONS);
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  // Set by the estimate card's "Ask for a Firm Quote" (perhaps before this chunk loaded) or by the form's own box.
  const wantsQuote = useSyncExternalStore(onFirmQuoteChange, firmQuoteAsked);
  // The day the estimate is priced for (a shared link's, or one picked before): the form starts with it.
  const flightDate = useFlightDate();
  const request = useVisitorRequest<ContactValues, BookingRequestInput, Sent>({
    namespace: 'inquiry',
    schema: visitorSchema,
    fields: CONTACT_FIELDS,
    empty: { ...STARTING_CONTACT, date: flightDate.date ?? '' },
    keep: ['contactName', 'contactEmail', 'contactPhone'],
    context: inquiryContext(snapshot, addOnTitles(items, addOns), language, wantsQuote),
    language,
    send: async (body, key) => ({
      receipt: await submitInquiry(body, key, hostRoute(snapshot, aircraftLabel(snapshot.aircraftType))),
      email: body.contactEmail,
      custom: Boolean(body.isCustomRoute),
      quote: Boolean(body.wantsQuote),
      party: { adults: body.adults, children: body.children, weightKg: body.passengerWeightKg, baggageKg: body.baggageKg },
    }),
  });
  const startNew = () => {
    request.startNew();
    setAddOns(NO_ADD_ONS);
    // The firm quote was asked for with the request just sent; the next one asks again if it wants one.
    setFirmQuote(false);
  };
  return { ...request, items, addOns, setAddOns, startNew, wantsQuote };
}

/**
 * The one request form of the page (docs/product.md §1, §2): connecting services, 'Additional Services' add-ons,
 * 'Contact Information', 'Submit Inquiry'. It carries the chosen flight, and on a custom route it is the
 * custom-route request (date required). Opened from the estimate card's "Ask for a Firm Quote", it asks for a
 * firm quote (docs/product.md §10), which the visitor can untick. Checked as typed by the API's own schema; once stored, the form
 * gives way to a confirmation with the reference.
 */
export function InquiryForm({ snapshot }: { snapshot: BookingSnapshot }) {
  const request = useInquiryRequest(snapshot);
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Arriving from the booking area's link before this form had loaded.
  useEffect(() => {
    if (window.location.hash === `#${REQUEST_FORM_ID}`) goToRequestForm();
  }, []);

  const startNew = () => {
    request.startNew();
    // The form is back: put the visitor at its start.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  return (
    <div className="grid gap-6">
      <ConnectingServicesCarousel />
      <section id={REQUEST_FORM_ID} className="grid gap-4 border-t pt-6" aria-labelledby={request.sent ? undefined : `${formId}-title`}>
        {request.sent ? (
          <InquiryConfirmation receipt={request.sent.receipt} email={request.sent.email} custom={request.sent.custom} quote={request.sent.quote} party={request.sent.party} onNewRequest={startNew} />
        ) : (
          <>
            <InquiryHeading formId={formId} headingRef={headingRef} custom={snapshot.isCustomRoute} quote={request.wantsQuote} />
            <RequestSummary snapshot={snapshot} />
            <InquiryFields formId={formId} request={request} custom={snapshot.isCustomRoute} />
          </>
        )}
      </section>
    </div>
  );
}

/** The form's title and what it leads to: a custom route's request, a firm quote, or an inquiry. */
function headingKeys(custom: boolean, quote: boolean): { title: string; text?: string } {
  if (custom) return { title: 'customRouteTitle', text: 'customRouteText' };
  return quote ? { title: 'quoteTitle', text: 'quoteText' } : { title: 'title' };
}

function InquiryHeading({ formId, headingRef, custom, quote }: { formId: string; headingRef: RefObject<HTMLHeadingElement | null>; custom: boolean; quote: boolean }) {
  const { t } = useTranslation('inquiry');
  const keys = headingKeys(custom, quote);
  return (
    <div className="grid gap-1">
      <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} data-request-form-heading="" className="scroll-mt-24 text-xl font-bold outline-none">
        {t(keys.title)}
      </h2>
      {keys.text && <p className="text-sm text-muted-foreground">{t(keys.text)}</p>}
    </div>
  );
}

/** The firm-quote box: ticked when the visitor came from "Ask for a Firm Quote", and theirs to change. */
function FirmQuoteChoice({ formId, checked }: { formId: string; checked: boolean }) {
  const { t } = useTranslation('inquiry');
  return (
    <div className="flex items-start gap-2">
      <input id={`${formId}-quote`} type="checkbox" className="mt-0.5 size-5 shrink-0" checked={checked} onChange={(event) => setFirmQuote(event.target.checked)} />
      <label htmlFor={`${formId}-quote`} className="text-sm font-medium">
        {t('wantsQuote')}
      </label>
    </div>
  );
}

function InquiryFields({ formId, request, custom }: { formId: string; request: ReturnType<typeof useInquiryRequest>; custom: boolean }) {
  const { t } = useTranslation('inquiry');
  const { register, formState, watch } = request.form;
  const [name, email, date, message] = watch(['contactName', 'contactEmail', 'date', 'specialRequests']);
  useRepriceOn(date);
  return (
    <form noValidate onSubmit={(event) => void request.onSubmit(event)} className="grid gap-6" aria-labelledby={`${formId}-title`}>
      <AddOnPicker items={request.items} selection={request.addOns} onChange={request.setAddOns} />
      <ContactFields register={register} errors={formState.errors} messageLength={message.length} dateRequired={custom} />
      <FirmQuoteChoice formId={formId} checked={request.wantsQuote} />
      {formState.errors.root && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-semibold text-destructive">
          {t('errors.context')}
        </p>
      )}
      <SubmitInquiry formId={formId} submitting={formState.isSubmitting} blocked={customRouteBlocked(custom, { name, email, date })} />
    </form>
  );
}

function SubmitInquiry({ formId, submitting, blocked }: { formId: string; submitting: boolean; blocked: boolean }) {
  const { t } = useTranslation('inquiry');
  return (
    <div className="grid gap-2">
      <Button type="submit" size="lg" disabled={submitting || blocked} aria-describedby={blocked ? `${formId}-blocked` : undefined} className="w-full sm:w-auto sm:justify-self-start">
        {submitting && <LoaderCircle className="animate-spin" aria-hidden />}
        {submitting ? t('submitting') : t('submit')}
      </Button>
      {blocked && (
        <p id={`${formId}-blocked`} className="text-sm text-muted-foreground">
          {t('customRouteRequired')}
        </p>
      )}
    </div>
  );
}
