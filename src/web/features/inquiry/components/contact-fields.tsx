import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INQUIRY_LIMITS } from '../../../../domain/api/inquiries';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { DateField } from '../../../components/ui/date-field';
import { FieldGrid, FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { fieldErrorText } from '../../../lib/shared-schema-form';

export interface ContactValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  date: string;
  specialRequests: string;
}
/** In the order they appear, so the first invalid one is the one focused. */
export const CONTACT_FIELDS = ['contactName', 'contactEmail', 'contactPhone', 'date', 'specialRequests'] as const;
export const EMPTY_CONTACT: ContactValues = { contactName: '', contactEmail: '', contactPhone: '', date: '', specialRequests: '' };

const MAX: Record<keyof ContactValues, number> = {
  contactName: INQUIRY_LIMITS.name,
  contactEmail: INQUIRY_LIMITS.email,
  contactPhone: INQUIRY_LIMITS.phone,
  date: 0,
  specialRequests: INQUIRY_LIMITS.message,
};

/** 'Contact Information' (docs/product.md §2): name, e-mail, phone, date and a message with its counter (who flies is asked once, above). */
export function ContactFields({
  register,
  errors,
  messageLength,
  dateRequired,
}: {
  register: UseFormRegister<ContactValues>;
  errors: FieldErrors<ContactValues>;
  messageLength: number;
  dateRequired: boolean;
}) {
  const { t } = useTranslation('inquiry');
  const id = useId();
  const error = (field: keyof ContactValues) => fieldErrorText(t, field, errors[field], { max: MAX[field] });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-lg font-bold">{t('contactInformation')}</legend>
      <FieldGrid className="sm:grid-cols-2">
        <FormField id={`${id}-contactName`} label={t('fullName')} required error={error('contactName')}>
          {(control) => <Input autoComplete="name" {...control} {...register('contactName')} />}
        </FormField>
        <FormField id={`${id}-contactEmail`} label={t('email')} required error={error('contactEmail')}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...register('contactEmail')} />}
        </FormField>
        <FormField id={`${id}-contactPhone`} label={t('phone')} error={error('contactPhone')}>
          {(control) => <Input type="tel" inputMode="tel" autoComplete="tel" {...control} {...register('contactPhone')} />}
        </FormField>
        <FormField id={`${id}-date`} label={t('date')} required={dateRequired} error={error('date')}>
          {(control) => <DateField min={localIsoDate()} className="min-w-0" {...control} registration={register('date')} />}
        </FormField>
        <FormField
          id={`${id}-specialRequests`}
          label={t('message')}
          error={error('specialRequests')}
          counter={{ value: messageLength, max: INQUIRY_LIMITS.message, description: t('counter', { count: messageLength, max: INQUIRY_LIMITS.message }) }}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={4} {...control} {...register('specialRequests')} />}
        </FormField>
      </FieldGrid>
    </fieldset>
  );
}
