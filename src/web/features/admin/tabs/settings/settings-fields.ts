import { regionSettingsUpdateSchema } from '../../../../../domain/api/admin/settings';

export type SettingsField = 'percent' | 'minimum';
export type SettingsErrors = Partial<Record<SettingsField | 'form', string>>;

/** The server's (and the shared schema's) field paths, and the field of the form that shows each. */
const FIELD_OF_PATH: Record<string, SettingsField> = { 'bookingFee.percent': 'percent', 'bookingFee.minimum': 'minimum' };

const amountFormat = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 5000 -> '5,000.00': what the Minimum field shows (its label says A$). */
export const formatAmount = (dollars: number): string => amountFormat.format(dollars);
/** What staff type, as the number the API reads: '5,000.00', 'A$ 5 000' -> '5000.00', '5000'. */
export const plainAmount = (text: string): string => text.replace(/A?\$|[,\s\u00a0]/g, '');

/** Issues (from the shared schema or the server's 400) beside the field they are about; others above the form. */
export function settingsErrors(issues: readonly { path: string | readonly PropertyKey[]; message: string }[]): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    const key = FIELD_OF_PATH[path] ?? 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The request body, or the errors to show: checked with the schema the server uses, before sending. */
export function checkSettings(regionId: number, percent: string, minimum: string) {
  const body = { regionId, bookingFee: { percent: plainAmount(percent), minimum: plainAmount(minimum) } };
  const result = regionSettingsUpdateSchema.safeParse({ ...body, bookingFee: { percent: body.bookingFee.percent || undefined, minimum: body.bookingFee.minimum || undefined } });
  return result.success ? { body, errors: undefined } : { body, errors: settingsErrors(result.error.issues) };
}
