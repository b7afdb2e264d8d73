import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { bookingRequestSchema, type BookingRequestInput } from '../../../../domain/api/inquiries';
import { Button } from '../../../components/ui/button';
import { Input, Textarea } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import type { BookingSnapshot } from '../../../lib/booking-snapshot';
import { submitInquiry } from '../api/submit-inquiry';
import { useAttemptKey } from '../hooks/use-attempt-key';
import { AddOnPicker, NO_ADD_ONS, useAddOnItems, type AddOnGroup, type AddOnItem, type AddOnSelection } from './add-on-picker';
import { ConnectingServicesCarousel } from './connecting-services-carousel';

/** Today in the visitor's time zone, YYYY-MM-DD (what <input type="date"> uses). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

interface FormValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  specialRequests: string;
  date: string;
  passengers: string;
}

const EMPTY: FormValues = { contactName: '', contactEmail: '', contactPhone: '', specialRequests: '', date: '', passengers: '1' };

function titlesOf(items: AddOnItem[], ids: number[]): string[] {
  return items.filter((item) => ids.includes(item.id)).map((item) => item.title);
}

/**
 * The inquiry below the estimate (SPEC §1, §2): connecting services, 'Additional Services' add-ons,
 * 'Contact Information', 'Submit Inquiry'. Sends the snapshot's route, aircraft and estimate with it.
 */
export function InquiryForm({ snapshot }: { snapshot: BookingSnapshot }) {
  const { t, i18n } = useTranslation('inquiry');
  const items = useAddOnItems();
  const [addOns, setAddOns] = useState<AddOnSelection>(NO_ADD_ONS);
  const { keyFor, settle } = useAttemptKey();
  const dateRequired = snapshot.isCustomRoute;
  const formId = useId();

  const schema = useMemo(
    () =>
      z.object({
        contactName: z.string().trim().min(1, t('errors.nameRequired')).max(200, t('errors.tooLong')),
        contactEmail: z.string().trim().min(1, t('errors.emailRequired')).pipe(z.email(t('errors.emailInvalid'))),
        contactPhone: z
          .string()
          .trim()
          .max(40, t('errors.tooLong'))
          .refine((v) => v === '' || /^[+()\d\s.-]{6,}$/.test(v), t('errors.phoneInvalid')),
        specialRequests: z.string().max(5000, t('errors.tooLong')),
        date: z
          .string()
          .refine((v) => !dateRequired || v !== '', t('errors.dateRequired'))
          .refine((v) => v === '' || v >= today(), t('errors.datePast')),
        passengers: z
          .string()
          .refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 50, t('errors.passengers')),
      }),
    [t, dateRequired],
  );

  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY, mode: 'onTouched' });
  const { register, handleSubmit, formState, reset, watch } = form;
  const errors = formState.errors;

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: BookingRequestInput; key: string }) => submitInquiry(body, key),
  });

  const onSubmit = handleSubmit(async (values) => {
    const language = (i18n.resolvedLanguage ?? i18n.language) as 'en' | 'zh' | 'hi';
    const body = {
      aircraftType: snapshot.aircraftType || undefined,
      flightType: snapshot.flightType || undefined,
      departure: snapshot.departure?.name,
      destination: snapshot.destination?.name,
      passengers: Number(values.passengers),
      date: values.date || undefined,
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone.trim() || undefined,
      contactEmail: values.contactEmail.trim(),
      specialRequests: values.specialRequests.trim() || undefined,
      estimate: snapshot.estimate,
      isCustomRoute: snapshot.isCustomRoute,
      addOns: Object.fromEntries(
        (Object.keys(addOns) as AddOnGroup[]).map((group) => [group, titlesOf(items[group], addOns[group])]),
      ) as Record<AddOnGroup, string[]>,
      regionId: snapshot.regionId ?? null,
      appContext: snapshot.appContext,
      language: (['en', 'zh', 'hi'] as const).includes(language) ? language : 'en',
    };
    // The shared API schema is the contract: catch what the server would refuse before sending.
    const checked = bookingRequestSchema.safeParse(body);
    if (!checked.success) {
      toast({ title: t('failedTitle'), description: checked.error.issues[0]?.message ?? t('failedText'), variant: 'destructive' });
      return;
    }
    try {
      await mutation.mutateAsync({ body: body as BookingRequestInput, key: keyFor(body) });
      settle();
      toast({ title: t('successTitle'), variant: 'success' });
      reset(EMPTY);
      setAddOns(NO_ADD_ONS);
    } catch (error) {
      const description = error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : t('failedText');
      toast({ title: t('failedTitle'), description, variant: 'destructive' });
    }
  });

  const name = watch('contactName');
  const email = watch('contactEmail');
  const date = watch('date');
  // SPEC §5: the custom-route request stays disabled until name, e-mail and date are given.
  const blocked = dateRequired && (!name.trim() || !email.trim() || !date);

  const field = (id: keyof FormValues, error: FieldError | undefined) => ({
    id: `${formId}-${id}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${formId}-${id}-error` : undefined,
  });
  const message = (id: keyof FormValues, error: FieldError | undefined) =>
    error?.message ? (
      <p id={`${formId}-${id}-error`} className="text-sm font-medium text-destructive" role="alert">
        {error.message}
      </p>
    ) : null;

  return (
    <div className="grid gap-6">
      <ConnectingServicesCarousel />
      <section className="grid gap-4 border-t pt-6">
        <div className="grid gap-1">
          <h2 id={`${formId}-title`} className="text-xl font-bold">
            {snapshot.isCustomRoute ? t('customRouteTitle') : t('title')}
          </h2>
          {snapshot.isCustomRoute && <p className="text-sm text-muted-foreground">{t('customRouteText')}</p>}
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-labelledby={`${formId}-title`}>
          <AddOnPicker items={items} selection={addOns} onChange={setAddOns} />
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-lg font-bold">{t('contactInformation')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${formId}-contactName`}>{t('fullName')}
                  <span aria-hidden> *</span>
                </Label>
                <Input autoComplete="name" aria-required {...field('contactName', errors.contactName)} {...register('contactName')} />
                {message('contactName', errors.contactName)}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${formId}-contactEmail`}>{t('email')}
                  <span aria-hidden> *</span>
                </Label>
                <Input type="email" inputMode="email" autoComplete="email" aria-required {...field('contactEmail', errors.contactEmail)} {...register('contactEmail')} />
                {message('contactEmail', errors.contactEmail)}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${formId}-contactPhone`}>{t('phone')}</Label>
                <Input type="tel" inputMode="tel" autoComplete="tel" {...field('contactPhone', errors.contactPhone)} {...register('contactPhone')} />
                {message('contactPhone', errors.contactPhone)}
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
                <div className="grid gap-1.5">
                  <Label htmlFor={`${formId}-date`}>
                    {t('date')}
                    {dateRequired && <span aria-hidden> *</span>}
                  </Label>
                  <Input type="date" min={today()} className="min-w-0" aria-required={dateRequired || undefined} {...field('date', errors.date)} {...register('date')} />
                  {message('date', errors.date)}
                </div>
                <div className="grid gap-1.5">
                  <Label htmlFor={`${formId}-passengers`}>{t('passengers')}</Label>
                  <Input type="number" inputMode="numeric" min={1} max={50} step={1} {...field('passengers', errors.passengers)} {...register('passengers')} />
                  {message('passengers', errors.passengers)}
                </div>
              </div>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-specialRequests`}>{t('message')}</Label>
              <Textarea rows={4} {...field('specialRequests', errors.specialRequests)} {...register('specialRequests')} />
              {message('specialRequests', errors.specialRequests)}
            </div>
          </fieldset>
          <Button type="submit" size="lg" disabled={formState.isSubmitting || blocked} className="w-full sm:w-auto sm:justify-self-start">
            {formState.isSubmitting && <LoaderCircle className="animate-spin" aria-hidden />}
            {formState.isSubmitting ? t('submitting') : t('submit')}
          </Button>
        </form>
      </section>
    </div>
  );
}
