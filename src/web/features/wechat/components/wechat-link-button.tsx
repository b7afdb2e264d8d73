import { LoaderCircle, Wallet } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { wechatRequestSchemaFor, type InquiryReceipt, type WechatRequestInput } from '../../../../domain/api/inquiries';
import { LANGUAGES, type Language } from '../../../../domain/language-codes';
import { centsFromDollars, formatAud } from '../../../../domain/money';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { RequestConfirmation } from '../../../components/ui/request-confirmation';
import { toast } from '../../../components/ui/toast';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { requestFailureText } from '../../../lib/request-failure';
import { applyServerIssues, sharedSchemaResolver } from '../../../lib/shared-schema-form';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { sendWechatLink } from '../api/send-wechat-link';
import { EMPTY_WECHAT, WECHAT_FIELDS, WechatFields, type WechatValues } from './wechat-fields';

/** The shared API schema, with "not in the past" judged by the visitor's own calendar. */
const visitorSchema = wechatRequestSchemaFor(localIsoDate);
const REQUIRED: readonly string[] = ['customerName', 'customerEmail', 'departureDate', 'returnDate'];

/** 'Send me a WeChat/AliPay Link' (docs/product.md §2, twin context) and its 'WeChat/Alipay booking details' dialog. */
export function WechatLinkButton({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t } = useTranslation('wechat');
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
  const resolved = i18n.resolvedLanguage ?? i18n.language;
  const language: Language = (LANGUAGES as readonly string[]).includes(resolved) ? (resolved as Language) : 'en';
  const [sent, setSent] = useState<{ receipt: InquiryReceipt; email: string } | null>(null);
  const { keyFor, settle } = useIdempotencyKey();
  const scenic = snapshot.flightType === 'scenic';

  const breakdown = snapshot.breakdown;
  const flightTime = scenic ? t('scenicTime') : breakdown?.flightMinutes != null ? t('minutes', { count: Math.round(breakdown.flightMinutes) }) : '';
  const distance = scenic ? t('scenicDistance') : breakdown?.distanceKm != null ? t('km', { count: Math.round(breakdown.distanceKm) }) : '';
  const estimate =
    typeof snapshot.estimate === 'number' ? formatAud(centsFromDollars(snapshot.estimate), language, { wholeDollars: true }) : (snapshot.estimate ?? '');
  const aircraft = aircraftLabel(snapshot.aircraftType);
  const route = scenic || !snapshot.destination ? (snapshot.departure?.name ?? '') : `${snapshot.departure?.name ?? ''} → ${snapshot.destination.name}`;

  // What the request sends besides the visible fields, read at validation time so it is always current.
  const request = useRef<Record<string, unknown>>({});
  request.current = {
    aircraftType: snapshot.aircraftType || undefined,
    flightType: snapshot.flightType || undefined,
    departure: snapshot.departure?.name,
    destination: (scenic ? snapshot.departure : snapshot.destination)?.name,
    estimate: snapshot.estimate ?? undefined,
    flightTime: flightTime || undefined,
    distance: distance || undefined,
    regionId: snapshot.regionId ?? null,
    language,
  };
  const resolver = useMemo(() => sharedSchemaResolver<WechatValues, WechatRequestInput>(visitorSchema, WECHAT_FIELDS, () => request.current), []);
  const form = useForm<WechatValues, unknown, WechatRequestInput>({ resolver, defaultValues: EMPTY_WECHAT, mode: 'onTouched' });
  const { register, handleSubmit, formState, reset, watch, setError } = form;
  const errors = formState.errors;
  // docs/product.md §5: one message when a required field is missing, besides each field's own.
  const missingRequired = formState.isSubmitted && WECHAT_FIELDS.some((field) => REQUIRED.includes(field) && errors[field]?.type === 'invalid_type');

  const onSubmit = handleSubmit(async (body) => {
    try {
      const receipt = await sendWechatLink(body, keyFor(body));
      settle();
      setSent({ receipt, email: body.customerEmail ?? '' });
    } catch (error) {
      const landed = applyServerIssues(error, WECHAT_FIELDS, setError);
      toast({ title: t('failedTitle'), description: landed ? t('checkFields') : requestFailureText(error, t, language), variant: 'destructive' });
    }
  });

  const startNew = () => {
    const { customerName, customerEmail } = form.getValues();
    reset({ ...EMPTY_WECHAT, customerName, customerEmail });
    setSent(null);
  };
  const changeOpen = (next: boolean) => {
    // A request that was sent is done: the next opening starts a new one.
    if (!next && sent) startNew();
    onOpenChange(next);
  };

  const summary: [string, string][] = [
    [t('route'), route],
    [t('aircraft'), aircraft],
    [t('estimate'), String(estimate)],
    [t('flightTime'), flightTime],
    [t('distance'), distance],
  ];

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
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
        {sent ? (
          <RequestConfirmation
            headingLevel={3}
            title={t('sentTitle')}
            referenceLabel={t('confirmation.reference')}
            reference={sent.receipt.reference}
            referenceHint={t('confirmation.referenceHint')}
            nextHeading={t('confirmation.nextHeading')}
            nextSteps={[t('sentText'), sent.receipt.confirmationEmail ? t('confirmation.emailSent', { email: sent.email }) : t('confirmation.replyTo', { email: sent.email })]}
            newRequestLabel={t('confirmation.newRequest')}
            onNewRequest={startNew}
            actions={
              <DialogClose asChild>
                <Button>{t('confirmation.close')}</Button>
              </DialogClose>
            }
          />
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
            <WechatFields register={register} errors={errors} scenic={scenic} departureDate={watch('departureDate')} />
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
        )}
      </DialogContent>
    </Dialog>
  );
}
