import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { INQUIRY_LIMITS } from '../../../../domain/api/inquiries';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { DateField } from '../../../components/ui/date-field';
import { FieldGrid, FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { fieldErrorText } from '../../../lib/shared-schema-form';

export interface WechatValues {
  customerName: string;
  customerEmail: string;
  departureDate: string;
  returnDate: string;
  passengersOver12: string;
  passengersUnder12: string;
  totalPassengerWeight: string;
  totalBagWeight: string;
}
/** In the order they appear, so the first invalid one is the one focused. */
export const WECHAT_FIELDS = ['customerName', 'customerEmail', 'departureDate', 'returnDate', 'passengersOver12', 'passengersUnder12', 'totalPassengerWeight', 'totalBagWeight'] as const;
export const EMPTY_WECHAT: WechatValues = {
  customerName: '',
  customerEmail: '',
  departureDate: '',
  returnDate: '',
  passengersOver12: '',
  passengersUnder12: '',
  totalPassengerWeight: '',
  totalBagWeight: '',
};

const MAX: Partial<Record<keyof WechatValues, number>> = {
  customerName: INQUIRY_LIMITS.name,
  customerEmail: INQUIRY_LIMITS.email,
  passengersOver12: INQUIRY_LIMITS.passengers,
  passengersUnder12: INQUIRY_LIMITS.passengers,
  totalPassengerWeight: INQUIRY_LIMITS.weightKg,
  totalBagWeight: INQUIRY_LIMITS.weightKg,
};

/** The WeChat/Alipay request's fields (docs/product.md §2, §3): who, when, how many, how heavy (blank means 0). */
export function WechatFields({ register, errors, scenic, departureDate }: { register: UseFormRegister<WechatValues>; errors: FieldErrors<WechatValues>; scenic: boolean; departureDate: string }) {
  const { t } = useTranslation('wechat');
  const id = useId();
  const error = (field: keyof WechatValues) => fieldErrorText(t, field, errors[field], { max: MAX[field] });
  const numberField = (field: keyof WechatValues, label: string, integer: boolean) => (
    <FormField id={`${id}-${field}`} label={label} error={error(field)}>
      {(control) => <Input type="number" inputMode={integer ? 'numeric' : 'decimal'} min={0} step={integer ? 1 : 'any'} placeholder="0" {...control} {...register(field)} />}
    </FormField>
  );
  return (
    <>
      <FieldGrid className="sm:grid-cols-2">
        <FormField id={`${id}-customerName`} label={t('name')} required error={error('customerName')}>
          {(control) => <Input autoComplete="name" {...control} {...register('customerName')} />}
        </FormField>
        <FormField id={`${id}-customerEmail`} label={t('email')} required error={error('customerEmail')}>
          {(control) => <Input type="email" inputMode="email" autoComplete="email" {...control} {...register('customerEmail')} />}
        </FormField>
        <FormField id={`${id}-departureDate`} label={t('departureDate')} required error={error('departureDate')}>
          {(control) => <DateField min={localIsoDate()} {...control} registration={register('departureDate')} />}
        </FormField>
        {!scenic && (
          <FormField id={`${id}-returnDate`} label={t('returnDate')} required error={error('returnDate')}>
            {(control) => <DateField min={departureDate || localIsoDate()} {...control} registration={register('returnDate')} />}
          </FormField>
        )}
      </FieldGrid>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">{t('passengers')}</legend>
        <FieldGrid className="grid-cols-2">
          {numberField('passengersOver12', t('over12'), true)}
          {numberField('passengersUnder12', t('under12'), true)}
        </FieldGrid>
      </fieldset>
      <FieldGrid className="grid-cols-2">
        {numberField('totalPassengerWeight', t('passengerWeight'), false)}
        {numberField('totalBagWeight', t('bagWeight'), false)}
      </FieldGrid>
    </>
  );
}
