import { LoaderCircle, Wallet } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wechatRequestSchemaFor, type InquiryReceipt, type WechatRequestInput } from '../../../../domain/api/inquiries';
import type { Language } from '../../../../domain/language-codes';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { RequestFollowUp } from '../../../components/request-follow-up/request-follow-up';
import { RequestConfirmation } from '../../../components/ui/request-confirmation';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { normaliseLanguage } from '../../../lib/i18n';
import { NOTES_NAMESPACE } from '../../../lib/request-failure';
import type { RouteDetail } from '../../../../domain/embed-messages';
import { useRepriceOn } from '../../../lib/flight-date';
import { hostRoute } from '../../../lib/host-route';
import { useVisitorRequest } from '../../../lib/use-visitor-request';
import { visitorPrefill } from '../../../lib/visitor-prefill';
import { sendWechatLink } from '../api/send-wechat-link';
import { EMPTY_WECHAT, WECHAT_FIELDS, WechatFields, type WechatValues } from './wechat-fields';
import { missesRequired, partyValues, wechatContext, wechatTrip } from './wechat-request';

/** The shared API schema, with "not in the past" judged by the visitor's own calendar. */
const visitorSchema = wechatRequestSchemaFor(localIsoDate);

interface WechatSent {
  receipt: InquiryReceipt;
  email: string;
}

/** The fields as they start: a partner may have passed the visitor's name and e-mail (embed.js). */
const STARTING_WECHAT: WechatValues = { ...EMPTY_WECHAT, customerName: visitorPrefill().name, customerEmail: visitorPrefill().email };

/** The request's form; once stored, its receipt until a new request starts (which keeps who is asking). */
function useWechatRequest(context: Record<string, unknown>, language: Language, route: RouteDetail<string | null>) {
  return useVisitorRequest<WechatValues, WechatRequestInput, WechatSent>({
    namespace: 'wechat',
    schema: visitorSchema,
    fields: WECHAT_FIELDS,
    empty: STARTING_WECHAT,
    keep: ['customerName', 'customerEmail'],
    context,
    language,
    send: async (body, key) => ({ receipt: await sendWechatLink(body, key, route), email: body.customerEmail ?? '' }),
  });
}

/** 'Send me a WeChat/AliPay Link' (docs/product.md §2, twin context) and its 'WeChat/Alipay booking details' dialog. */
export function WechatLinkButton({ snapshot }: { snapshot: BookingSnapshot }) {
  // The dialog's date fields and failure words: loaded with the button, so opening the dialog never waits.
  const { t } = useTranslation(['wechat', NOTES_NAMESPACE]);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="accent" onClick={() => setOpen(true)} disabled={!snapshot.departure}>
        <Wallet aria-hidden />
        {t('button')}
      </Button>
      {snapshot.departure && <WechatDialog snapshot={snapshot} open={open} onOpenChange={setOpen} />}
    </>
  );
}

function WechatDialog({ snapshot, open, onOpenChange }: { snapshot: BookingSnapshot; open: boolean; onOpenChange(open: boolean): void }) {
  const { t, i18n } = useTranslation('wechat');
  const aircraftLabel = useAircraftLabel();
  const language = normaliseLanguage(i18n.resolvedLanguage ?? i18n.language);
  const trip = wechatTrip(snapshot, language, t);
  const request = useWechatRequest(wechatContext(snapshot, trip, language), language, hostRoute(snapshot, aircraftLabel(snapshot.aircraftType)));
  const party = snapshot.party;
  // Each opening starts from "Who's flying?"; a field the visitor changed here keeps what they typed.
  useEffect(() => {
    if (!open || !party) return;
    const { form } = request;
    for (const [field, value] of Object.entries(partyValues(party)) as [keyof ReturnType<typeof partyValues>, string][]) {
      if (!form.getFieldState(field).isDirty) form.setValue(field, value);
    }
  }, [open, party]);
  const title = useRef<HTMLHeadingElement>(null);

  const changeOpen = (next: boolean) => {
    // A request that was sent is done: the next opening starts a new one.
    if (!next && request.sent) request.startNew();
    onOpenChange(next);
  };

  const summary: [string, string][] = [
    [t('route'), trip.route],
    [t('aircraft'), aircraftLabel(snapshot.aircraftType)],
    [t('estimate'), trip.estimate],
    [t('flightTime'), trip.flightTime],
    [t('distance'), trip.distance],
  ];

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        className="max-w-xl"
        // The title takes focus, not the first field: a phone's keyboard would rise over the trip summary.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          title.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle ref={title} tabIndex={-1} className="outline-none">
            {t('title')}
          </DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md bg-muted p-3 text-sm">
          {summary
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
        </dl>
        {request.sent ? (
          <WechatConfirmation sent={request.sent} onNewRequest={request.startNew} />
        ) : (
          <WechatForm request={request} scenic={snapshot.flightType === 'scenic'} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function WechatConfirmation({ sent, onNewRequest }: { sent: WechatSent; onNewRequest(): void }) {
  const { t } = useTranslation('wechat');
  return (
    <RequestConfirmation
      headingLevel={3}
      title={t('sentTitle')}
      referenceLabel={t('confirmation.reference')}
      reference={sent.receipt.reference}
      referenceHint={t('confirmation.referenceHint')}
      nextHeading={t('confirmation.nextHeading')}
      nextSteps={[t('sentText'), sent.receipt.confirmationEmail ? t('confirmation.emailSent', { email: sent.email }) : t('confirmation.replyTo', { email: sent.email })]}
      followUp={<RequestFollowUp receipt={sent.receipt} />}
      newRequestLabel={t('confirmation.newRequest')}
      onNewRequest={onNewRequest}
      actions={
        <DialogClose asChild>
          <Button>{t('confirmation.close')}</Button>
        </DialogClose>
      }
    />
  );
}

function WechatForm({ request, scenic }: { request: ReturnType<typeof useWechatRequest>; scenic: boolean }) {
  const { t } = useTranslation('wechat');
  const { register, formState, watch, getFieldState } = request.form;
  const errors = formState.errors;
  const missingRequired = formState.isSubmitted && missesRequired(errors);
  const departureDate = watch('departureDate');
  // The departure day the visitor picks reprices the card behind the dialog and the estimate above.
  useRepriceOn(departureDate, getFieldState('departureDate', formState).isDirty);
  return (
    <form noValidate onSubmit={(event) => void request.onSubmit(event)} className="grid gap-4">
      <WechatFields register={register} errors={errors} scenic={scenic} departureDate={departureDate} />
      {(missingRequired || errors.root) && (
        <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-semibold text-destructive">
          {missingRequired ? t('required') : t('errors.context')}
        </p>
      )}
      <Button type="submit" size="lg" disabled={formState.isSubmitting}>
        {formState.isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
        {formState.isSubmitting ? t('sending') : t('send')}
      </Button>
    </form>
  );
}
