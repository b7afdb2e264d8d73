import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useQuoteText } from '../hooks/use-quote-text';
import type { PublicQuote } from '../../../../domain/api/quotes';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { ApiError } from '../../../lib/api-client';
import { acceptQuote, quoteKey } from '../api/quote-api';

interface Row {
  name: string;
  weight: string;
}
type Errors = Record<string, string>;

const weightOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

/** The errors of the form in the page's words, by field id; empty when it can be sent. */
function check(form: { name: string; rows: Row[]; baggage: string; terms: boolean }, t: (key: string) => string): Errors {
  const errors: Errors = {};
  if (form.name.trim().length < 2) errors['accept-name'] = t('accept.nameRequired');
  form.rows.forEach((row, i) => {
    if (!row.name.trim()) errors[`passenger-${i}-name`] = t('accept.passengerNameRequired');
    const weight = weightOf(row.weight);
    if (!(weight > 0 && weight <= 400)) errors[`passenger-${i}-weight`] = t('accept.weightRequired');
  });
  const baggage = form.baggage.trim() === '' ? 0 : Number(form.baggage.replace(',', '.'));
  if (!(baggage >= 0 && baggage <= 2000)) errors['accept-baggage'] = t('accept.baggageInvalid');
  if (!form.terms) errors['accept-terms'] = t('accept.termsRequired');
  return errors;
}

function FieldError({ id, errors }: { id: string; errors: Errors }) {
  return errors[id] ? (
    <p id={`${id}-error`} className="text-sm font-medium text-destructive" data-field-error="">
      {errors[id]}
    </p>
  ) : null;
}

const described = (id: string, errors: Errors) => (errors[id] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});

/**
 * "Accept this quote": the typed full name, one row per passenger (name and weight), the baggage and "I accept
 * the terms". Errors are said beside their field and the first one takes the focus; a manifest the aircraft
 * cannot carry is refused by the server in the visitor's words, shown beside the passengers. No amount is sent.
 */
export function AcceptForm({ token, quote }: { token: string; quote: PublicQuote }) {
  const { t } = useQuoteText();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<Row[]>(() => Array.from({ length: Math.max(1, quote.party.adults + quote.party.children) }, () => ({ name: '', weight: '' })));
  const [baggage, setBaggage] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const focusFirst = (found: Errors) => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`#${Object.keys(found)[0]}`)?.focus());

  const accept = useMutation({
    mutationFn: () => acceptQuote(token, { name: name.trim(), acceptTerms: true, passengers: rows.map((r) => ({ name: r.name.trim(), weightKg: weightOf(r.weight) })), baggageKg: baggage.trim() === '' ? 0 : Number(baggage.replace(',', '.')) }),
    onSuccess: (now) => queryClient.setQueryData(quoteKey(token), now),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 410) void queryClient.invalidateQueries({ queryKey: quoteKey(token) });
      if (error instanceof ApiError && error.status === 400 && error.issues.some((i) => (i as { code?: string }).code === 'manifest_limit')) {
        const found = { 'passenger-0-weight': error.serverMessage };
        setErrors(found);
        focusFirst(found);
      }
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check({ name, rows, baggage, terms }, t);
    if (rows.length > quote.aircraft.seats) found['add-passenger'] = t('accept.tooMany', { seats: quote.aircraft.seats });
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    accept.mutate();
  };
  const setRow = (i: number, patch: Partial<Row>) => setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const otherFailure = accept.isError && !(accept.error instanceof ApiError && [400, 410].includes(accept.error.status));
  const serverRefusal = accept.error instanceof ApiError && accept.error.status === 400 && !errors['passenger-0-weight'] ? accept.error.serverMessage : null;

  return (
    <section aria-labelledby="accept-heading" className="grid gap-4 rounded-lg border border-primary/40 p-4">
      <h2 id="accept-heading" className="text-lg font-semibold">
        {t('accept.heading')}
      </h2>
      <p className="text-sm">{t('accept.intro')}</p>
      <form ref={formRef} noValidate onSubmit={submit} className="grid gap-4" data-testid="accept-form">
        <div className="grid gap-1">
          <Label htmlFor="accept-name">{t('accept.name')}</Label>
          <Input id="accept-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} {...described('accept-name', errors)} />
          <FieldError id="accept-name" errors={errors} />
        </div>
        <fieldset className="grid gap-3">
          <legend className="font-semibold">{t('accept.passengers')}</legend>
          {rows.map((row, i) => (
            <div key={i} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2" data-testid="passenger-row">
              <div className="grid gap-1">
                <Label htmlFor={`passenger-${i}-name`}>{t('accept.passengerName', { n: i + 1 })}</Label>
                <Input id={`passenger-${i}-name`} value={row.name} onChange={(e) => setRow(i, { name: e.target.value })} {...described(`passenger-${i}-name`, errors)} />
                <FieldError id={`passenger-${i}-name`} errors={errors} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`passenger-${i}-weight`}>{t('accept.passengerWeight', { n: i + 1 })}</Label>
                <Input id={`passenger-${i}-weight`} inputMode="decimal" value={row.weight} onChange={(e) => setRow(i, { weight: e.target.value })} {...described(`passenger-${i}-weight`, errors)} />
                <FieldError id={`passenger-${i}-weight`} errors={errors} />
              </div>
              {rows.length > 1 && (
                <Button type="button" variant="outline" className="mt-6" aria-label={t('accept.removePassenger', { n: i + 1 })} onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                  ×
                </Button>
              )}
            </div>
          ))}
          <Button id="add-passenger" type="button" variant="outline" className="justify-self-start" onClick={() => setRows((all) => [...all, { name: '', weight: '' }])} {...described('add-passenger', errors)}>
            {t('accept.addPassenger')}
          </Button>
          <FieldError id="add-passenger" errors={errors} />
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor="accept-baggage">{t('accept.baggage')}</Label>
          <Input id="accept-baggage" inputMode="decimal" className="max-w-40" value={baggage} onChange={(e) => setBaggage(e.target.value)} {...described('accept-baggage', errors)} />
          <FieldError id="accept-baggage" errors={errors} />
        </div>
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <input id="accept-terms" type="checkbox" className="size-5" checked={terms} onChange={(e) => setTerms(e.target.checked)} {...described('accept-terms', errors)} />
            <Label htmlFor="accept-terms">{t('accept.terms')}</Label>
          </div>
          <FieldError id="accept-terms" errors={errors} />
        </div>
        {serverRefusal && (
          <p role="alert" className="font-semibold text-destructive">
            {serverRefusal}
          </p>
        )}
        {otherFailure && (
          <p role="alert" className="font-semibold text-destructive">
            {t('accept.failed')}
          </p>
        )}
        <Button type="submit" className="justify-self-start" disabled={accept.isPending} aria-busy={accept.isPending}>
          {accept.isPending ? t('accept.working') : t('accept.submit')}
        </Button>
      </form>
    </section>
  );
}
