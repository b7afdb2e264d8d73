import { LoaderCircle } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bookingRequestSchemaFor, type BookingRequestInput, type InquiryReceipt } from '../../../../domain/api/inquiries';
import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { requestFailureText } from '../../../lib/request-failure';
import { goToRequestForm, REQUEST_FORM_ID } from '../../../lib/request-form';
import { applyServerIssues, sharedSchemaResolver } from '../../../lib/shared-schema-form';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { submitInquiry } from '../api/submit-inquiry';
import { AddOnPicker, NO_ADD_ONS, useAddOnItems, type AddOnGroup, type AddOnItem, type AddOnSelection } from './add-on-picker';
import { ConnectingServicesCarousel } from './connecting-services-carousel';
import { CONTACT_FIELDS, ContactFields, EMPTY_CONTACT, type ContactValues } from './contact-fields';
import { InquiryConfirmation } from './inquiry-confirmation';
import { RequestSummary } from './request-summary';

/** The shared API schema, with "not in the past" judged by the visitor's own calendar. */
const visitorSchema = bookingRequestSchemaFor(localIsoDate);

function titlesOf(items: AddOnItem[], ids: number[]): string[] {
  return items.filter((item) => ids.includes(item.id)).map((item) => item.title);
}

interface Sent {
  receipt: InquiryReceipt;
  email: string;
  custom: boolean;
}

/**
 * The one request form of the page (docs/product.md §1, §2): connecting services, 'Additional Services' add-ons,
 * 'Contact Information', 'Submit Inquiry'. It carries the chosen flight, and on a custom route it is the
 * custom-route request (date required). Checked as typed by the API's own schema; once stored, the form
 * gives way to a confirmation with the reference.
 */
export function InquiryForm({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t, i18n } = useTranslation('inquiry');
  const items = useAddOnItems();
  const [addOns, setAddOns] = useState<AddOnSelection>(NO_ADD_ONS);
  const [sent, setSent] = useState<Sent | null>(null);
  const { keyFor, settle } = useIdempotencyKey();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const custom = snapshot.isCustomRoute;

  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : 'en';
  // What the form sends besides the visible fields, read at validation time so it is always current.
  const request = useRef<Record<string, unknown>>({});
  request.current = {
    aircraftType: snapshot.aircraftType || undefined,
    flightType: snapshot.flightType || undefined,
    departure: snapshot.departure?.name,
    destination: snapshot.destination?.name,
    estimate: snapshot.estimate,
    isCustomRoute: custom,
    addOns: Object.fromEntries((Object.keys(addOns) as AddOnGroup[]).map((group) => [group, titlesOf(items[group], addOns[group])])),
    regionId: snapshot.regionId ?? null,
    appContext: snapshot.appContext,
    language,
  };
  const resolver = useMemo(() => sharedSchemaResolver<ContactValues, BookingRequestInput>(visitorSchema, CONTACT_FIELDS, () => request.current), []);
  const form = useForm<ContactValues, unknown, BookingRequestInput>({ resolver, defaultValues: EMPTY_CONTACT, mode: 'onTouched' });
  const { register, handleSubmit, formState, reset, watch, setError } = form;

  // Arriving from the booking area's link before this form had loaded.
  useEffect(() => {
    if (window.location.hash === `#${REQUEST_FORM_ID}`) goToRequestForm();
  }, []);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const receipt = await submitInquiry(body, keyFor(body));
      settle();
      setSent({ receipt, email: body.contactEmail, custom: Boolean(body.isCustomRoute) });
    } catch (error) {
      const landed = applyServerIssues(error, CONTACT_FIELDS, setError);
      toast({ title: t('failedTitle'), description: landed ? t('checkFields') : requestFailureText(error, t, language), variant: 'destructive' });
    }
  });

  const startNew = () => {
    const { contactName, contactEmail, contactPhone } = form.getValues();
    reset({ ...EMPTY_CONTACT, contactName, contactEmail, contactPhone });
    setAddOns(NO_ADD_ONS);
    setSent(null);
    // The form is back: put the visitor at its start.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const [name, email, date, message] = watch(['contactName', 'contactEmail', 'date', 'specialRequests']);
  // docs/product.md §5: the custom-route request stays disabled until name, e-mail and date are given.
  const blocked = custom && (!name.trim() || !email.trim() || !date);
  const title = custom ? t('customRouteTitle') : t('title');

  return (
    <div className="grid gap-6">
      <ConnectingServicesCarousel />
      <section id={REQUEST_FORM_ID} className="grid gap-4 border-t pt-6" aria-labelledby={sent ? undefined : `${formId}-title`}>
        {sent ? (
          <InquiryConfirmation receipt={sent.receipt} email={sent.email} custom={sent.custom} onNewRequest={startNew} />
        ) : (
          <>
            <div className="grid gap-1">
              <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} data-request-form-heading="" className="scroll-mt-24 text-xl font-bold outline-none">
                {title}
              </h2>
              {custom && <p className="text-sm text-muted-foreground">{t('customRouteText')}</p>}
            </div>
            <RequestSummary snapshot={snapshot} />
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-6" aria-labelledby={`${formId}-title`}>
              <AddOnPicker items={items} selection={addOns} onChange={setAddOns} />
              <ContactFields register={register} errors={formState.errors} messageLength={message.length} dateRequired={custom} />
              {formState.errors.root && (
                <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-semibold text-destructive">
                  {t('errors.context')}
                </p>
              )}
              <div className="grid gap-2">
                <Button type="submit" size="lg" disabled={formState.isSubmitting || blocked} aria-describedby={blocked ? `${formId}-blocked` : undefined} className="w-full sm:w-auto sm:justify-self-start">
                  {formState.isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
                  {formState.isSubmitting ? t('submitting') : t('submit')}
                </Button>
                {blocked && (
                  <p id={`${formId}-blocked`} className="text-sm text-muted-foreground">
                    {t('customRouteRequired')}
                  </p>
                )}
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
