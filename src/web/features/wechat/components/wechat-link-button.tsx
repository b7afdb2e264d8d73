import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Wallet } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WECHAT_REQUIRED_MESSAGE, wechatRequestSchema } from '../../../../domain/api/inquiries';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { ApiError, idempotencyKey } from '../../../lib/api-client';
import { useAircraftLabel } from '../../../lib/aircraft-label';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { sendWechatLink } from '../api/send-wechat-link';

interface Values {
  customerName: string;
  customerEmail: string;
  departureDate: string;
  returnDate: string;
  passengersOver12: string;
  passengersUnder12: string;
  totalPassengerWeight: string;
  totalBagWeight: string;
}
type Field = keyof Values;
const EMPTY: Values = {
  customerName: '',
  customerEmail: '',
  departureDate: '',
  returnDate: '',
  passengersOver12: '',
  passengersUnder12: '',
  totalPassengerWeight: '',
  totalBagWeight: '',
};
const NUMBER_FIELDS = ['passengersOver12', 'passengersUnder12', 'totalPassengerWeight', 'totalBagWeight'] as const;
const INTEGER_FIELDS: readonly Field[] = ['passengersOver12', 'passengersUnder12'];

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** SPEC §5: blank means 0. */
const numberOf = (text: string) => (text.trim() === '' ? 0 : Number(text));

/** 'Send me a WeChat/AliPay Link' (SPEC §2, twin context) and its 'WeChat/Alipay booking details' dialog. */
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
  const language = (i18n.resolvedLanguage ?? i18n.language) as 'en' | 'zh' | 'hi';
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const scenic = snapshot.flightType === 'scenic';
  const mutation = useMutation({ mutationFn: ({ body, key }: { body: Record<string, unknown>; key: string }) => sendWechatLink(body, key) });

  const requiredMessage = language === 'zh' ? WECHAT_REQUIRED_MESSAGE.zh : language === 'hi' ? t('required') : WECHAT_REQUIRED_MESSAGE.en;
  const breakdown = snapshot.breakdown;
  const flightTime = scenic ? t('scenicTime') : breakdown?.flightMinutes != null ? t('minutes', { count: Math.round(breakdown.flightMinutes) }) : '';
  const distance = scenic ? t('scenicDistance') : breakdown?.distanceKm != null ? t('km', { count: Math.round(breakdown.distanceKm) }) : '';
  const estimate =
    typeof snapshot.estimate === 'number'
      ? new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(snapshot.estimate) ? 0 : 2 })
          .format(snapshot.estimate)
          .replace(/^\$/, 'A$')
      : (snapshot.estimate ?? '');
  const aircraft = useAircraftLabel()(snapshot.aircraftType);
  const route = scenic || !snapshot.destination ? (snapshot.departure?.name ?? '') : `${snapshot.departure?.name ?? ''} → ${snapshot.destination.name}`;

  const set = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const validate = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const required: Field[] = ['customerName', 'customerEmail', 'departureDate', ...(scenic ? [] : (['returnDate'] as Field[]))];
    for (const field of required) if (!values[field].trim()) found[field] = requiredMessage;
    if (!found.customerEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.customerEmail.trim())) found.customerEmail = t('emailInvalid');
    if (!found.departureDate && values.departureDate < today()) found.departureDate = t('datePast');
    if (!scenic && !found.returnDate && !found.departureDate && values.returnDate < values.departureDate) found.returnDate = t('returnBeforeDeparture');
    for (const field of NUMBER_FIELDS) {
      const n = numberOf(values[field]);
      if (!Number.isFinite(n) || n < 0) found[field] = t('notNegative');
      else if (INTEGER_FIELDS.includes(field) && !Number.isInteger(n)) found[field] = t('wholeNumber');
    }
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const missing = Object.values(found).includes(requiredMessage);
    setFormError(missing ? requiredMessage : Object.keys(found).length > 0 ? t('checkFields') : null);
    if (Object.keys(found).length > 0) {
      const first = (Object.keys(EMPTY) as Field[]).find((f) => found[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const body = {
      customerName: values.customerName.trim(),
      customerEmail: values.customerEmail.trim(),
      departureDate: values.departureDate,
      returnDate: scenic ? undefined : values.returnDate,
      passengersOver12: numberOf(values.passengersOver12),
      passengersUnder12: numberOf(values.passengersUnder12),
      totalPassengerWeight: numberOf(values.totalPassengerWeight),
      totalBagWeight: numberOf(values.totalBagWeight),
      aircraftType: snapshot.aircraftType || undefined,
      flightType: snapshot.flightType || undefined,
      departure: snapshot.departure?.name,
      destination: (scenic ? snapshot.departure : snapshot.destination)?.name,
      estimate: snapshot.estimate ?? undefined,
      flightTime: flightTime || undefined,
      distance: distance || undefined,
      regionId: snapshot.regionId ?? null,
      language: (['en', 'zh', 'hi'] as const).includes(language) ? language : 'en',
    };
    const checked = wechatRequestSchema.safeParse(body);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setFormError(issue?.message === WECHAT_REQUIRED_MESSAGE.en ? requiredMessage : (issue?.message ?? t('checkFields')));
      return;
    }
    const text = JSON.stringify(body);
    if (attempt.current?.body !== text) attempt.current = { body: text, key: idempotencyKey() };
    try {
      await mutation.mutateAsync({ body, key: attempt.current.key });
      attempt.current = null;
      toast({ title: t('sentTitle'), description: t('sentText'), variant: 'success' });
      setValues(EMPTY);
      setFormError(null);
      onOpenChange(false);
    } catch (error) {
      const description = error instanceof ApiError && error.status === 400 && error.serverMessage ? error.serverMessage : t('failedText');
      toast({ title: t('failedTitle'), description, variant: 'destructive' });
    }
  };

  const input = (field: Field, label: string, props: ComponentProps<'input'> = {}, required = false) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${field}`}>
        {label}
        {required && <span aria-hidden> *</span>}
      </Label>
      <Input
        id={`${id}-${field}`}
        name={field}
        value={values[field]}
        onChange={set(field)}
        aria-required={required || undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        {...props}
      />
      {errors[field] && errors[field] !== requiredMessage && (
        <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
          {errors[field]}
        </p>
      )}
    </div>
  );

  const summary: [string, string][] = [
    [t('route'), route],
    [t('aircraft'), aircraft],
    [t('estimate'), String(estimate)],
    [t('flightTime'), flightTime],
    [t('distance'), distance],
  ];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {input('customerName', t('name'), { autoComplete: 'name' }, true)}
            {input('customerEmail', t('email'), { type: 'email', inputMode: 'email', autoComplete: 'email' }, true)}
            {input('departureDate', t('departureDate'), { type: 'date', min: today() }, true)}
            {!scenic && input('returnDate', t('returnDate'), { type: 'date', min: values.departureDate || today() }, true)}
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t('passengers')}</legend>
            <div className="grid grid-cols-2 gap-4">
              {input('passengersOver12', t('over12'), { type: 'number', inputMode: 'numeric', min: 0, step: 1, placeholder: '0' })}
              {input('passengersUnder12', t('under12'), { type: 'number', inputMode: 'numeric', min: 0, step: 1, placeholder: '0' })}
            </div>
          </fieldset>
          <div className="grid grid-cols-2 gap-4">
            {input('totalPassengerWeight', t('passengerWeight'), { type: 'number', inputMode: 'decimal', min: 0, placeholder: '0' })}
            {input('totalBagWeight', t('bagWeight'), { type: 'number', inputMode: 'decimal', min: 0, placeholder: '0' })}
          </div>
          {formError && (
            <p role="alert" className="rounded-md border border-destructive px-3 py-2 text-sm font-semibold text-destructive">
              {formError}
            </p>
          )}
          <Button type="submit" size="lg" disabled={mutation.isPending}>
            {mutation.isPending && <LoaderCircle className="animate-spin" aria-hidden />}
            {mutation.isPending ? t('sending') : t('send')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
