import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { AIRCRAFT, AIRCRAFT_TYPES, type AircraftType } from '../../../../../domain/aircraft';
import type { QuoteDetail } from '../../../../../domain/api/quotes';
import { LANGUAGES } from '../../../../../domain/language-codes';
import { formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Input, Textarea } from '../../../../components/ui/input';
import { NativeSelect } from '../../../../components/ui/native-select';
import { ApiError } from '../../../../lib/api-client';
import { getQuote, updateQuote } from '../../api/quotes';
import { adminKeys } from '../../api/query-keys';
import { QueryState } from '../../components/query-state';
import { formatStaffTime } from '../../components/staff-time';
import { QuoteActions } from './quote-actions';
import { centsOfTyped, draftOf, fieldsOf, type QuoteDraft } from './quote-form-state';
import { QuoteLinesEditor } from './quote-lines-editor';
import { QuoteStatusBadge } from './quote-status-badge';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold">
        {label}
      </label>
      {children}
    </div>
  );
}

type SetDraft = <K extends keyof QuoteDraft>(key: K, value: QuoteDraft[K]) => void;

type TextKey = { [K in keyof QuoteDraft]: string extends QuoteDraft[K] ? K : never }[keyof QuoteDraft];

/** One text field of the draft: its input shows the draft's value and writes back to it. */
function DraftInput({ field, draft, set, ...input }: Omit<ComponentProps<typeof Input>, 'value' | 'onChange'> & { field: TextKey; draft: QuoteDraft; set: SetDraft }) {
  return <Input {...input} value={draft[field]} onChange={(e) => set(field, e.target.value)} />;
}

function CustomerFields({ draft, set }: { draft: QuoteDraft; set: SetDraft }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="font-semibold">Customer</legend>
      <Field id="q-name" label="Name">
        <DraftInput id="q-name" field="customerName" draft={draft} set={set} />
      </Field>
      <Field id="q-email" label="E-mail">
        <DraftInput id="q-email" type="email" field="customerEmail" draft={draft} set={set} />
      </Field>
      <Field id="q-phone" label="Phone">
        <DraftInput id="q-phone" field="customerPhone" draft={draft} set={set} />
      </Field>
      <Field id="q-language" label="Language (page and e-mails)">
        <NativeSelect id="q-language" className="h-10" value={draft.language} onChange={(e) => set('language', e.target.value as QuoteDraft['language'])}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {{ en: 'English', zh: 'Chinese (中文)', hi: 'Hindi (हिन्दी)' }[l]}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </fieldset>
  );
}

function FlightFields({ draft, set }: { draft: QuoteDraft; set: SetDraft }) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="font-semibold">Flight</legend>
      <Field id="q-departure" label="From">
        <DraftInput id="q-departure" field="departure" draft={draft} set={set} />
      </Field>
      <Field id="q-destination" label="To">
        <DraftInput id="q-destination" field="destination" draft={draft} set={set} />
      </Field>
      <Field id="q-date" label="Date">
        <DraftInput id="q-date" type="date" field="date" draft={draft} set={set} />
      </Field>
      <Field id="q-time" label="Departure time (optional)">
        <DraftInput id="q-time" type="time" field="time" draft={draft} set={set} />
      </Field>
      <Field id="q-aircraft" label="Aircraft">
        <NativeSelect id="q-aircraft" className="h-10" value={draft.aircraftType} onChange={(e) => set('aircraftType', e.target.value as AircraftType)}>
          {AIRCRAFT_TYPES.map((type) => (
            <option key={type} value={type}>
              {AIRCRAFT[type].label} ({AIRCRAFT[type].capacity} seats, {AIRCRAFT[type].payloadKg} kg)
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="q-flight-type" label="Flight type">
        <DraftInput id="q-flight-type" field="flightType" draft={draft} set={set} />
      </Field>
      <Field id="q-adults" label="Adults">
        <DraftInput id="q-adults" type="number" min={0} field="adults" draft={draft} set={set} />
      </Field>
      <Field id="q-children" label="Children (under 12)">
        <DraftInput id="q-children" type="number" min={0} field="children" draft={draft} set={set} />
      </Field>
    </fieldset>
  );
}

/** The editable form of one quote; a save answers the quote as the server holds it, its total included. */
function EditorForm({ quote, onSaved }: { quote: QuoteDetail; onSaved(detail: QuoteDetail): void }) {
  const [draft, setDraft] = useState(() => draftOf(quote));
  useEffect(() => setDraft(draftOf(quote)), [quote]);
  const set: SetDraft = (key, value) => setDraft((d) => ({ ...d, [key]: value }));
  const editable = quote.status === 'draft' || quote.status === 'sent' || quote.status === 'expired';
  const save = useMutation({ mutationFn: () => updateQuote(quote.id, { ...fieldsOf(draft, quote), version: quote.version }), onSuccess: onSaved });
  const linesOk = draft.lines.every((l) => centsOfTyped(l.amount) !== null);
  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        if (linesOk) save.mutate();
      }}
    >
      <fieldset disabled={!editable} className="grid gap-5">
        <CustomerFields draft={draft} set={set} />
        <FlightFields draft={draft} set={set} />
      </fieldset>
      <QuoteLinesEditor lines={draft.lines} onChange={(lines) => set('lines', lines)} disabled={!editable} />
      <p className="text-lg" data-testid="quote-editor-total">
        Total (saved): <strong className="tabular-nums">{formatAud(quote.totalCents)}</strong>
      </p>
      <fieldset disabled={!editable} className="grid gap-3 sm:grid-cols-2">
        <Field id="q-expires" label="Can be accepted until">
          <DraftInput id="q-expires" type="datetime-local" field="expiresAt" draft={draft} set={set} />
        </Field>
        <Field id="q-notes" label="Notes for the customer">
          <Textarea id="q-notes" value={draft.notes} onChange={(e) => set('notes', e.target.value)} />
        </Field>
      </fieldset>
      {save.isError && (
        <p role="alert" className="text-sm text-destructive">
          {save.error instanceof ApiError ? save.error.serverMessage : 'The quote could not be saved. Please try again.'}
        </p>
      )}
      {editable && (
        <Button type="submit" className="justify-self-start" disabled={save.isPending || !linesOk} data-testid="quote-save">
          {quote.status === 'draft' ? 'Save' : 'Save as a new version'}
        </Button>
      )}
    </form>
  );
}

/** One quote: its status, versions, acceptance and booking, the editor, and Send / Copy link / Withdraw. */
export function QuoteEditor({ id, onClose }: { id: number; onClose(): void }) {
  const queryClient = useQueryClient();
  const read = useQuery({ queryKey: adminKeys.quotes({ id }), queryFn: () => getQuote(id) });
  const changed = (detail: QuoteDetail) => {
    queryClient.setQueryData(adminKeys.quotes({ id }), detail);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'quotes', {}] });
  };
  return (
    <section className="grid gap-4" data-testid="quote-editor">
      <Button type="button" variant="outline" className="justify-self-start" onClick={onClose}>
        ← All quotes
      </Button>
      <QueryState query={read}>
        {(quote) => (
          <>
            <header className="flex flex-wrap items-center gap-3">
              <h2 className="font-mono text-2xl font-bold">{quote.reference}</h2>
              <QuoteStatusBadge status={quote.status} />
              <span className="text-sm text-muted-foreground">
                Version {quote.currentVersion}
                {quote.inquiryReference ? ` · from ${quote.inquiryReference}` : ''}
              </span>
            </header>
            {quote.acceptance && (
              <p role="status" className="rounded-md border border-success p-2 text-sm">
                Accepted by {quote.acceptance.name} (version {quote.acceptance.version}) {formatStaffTime(quote.acceptance.acceptedAt)}, {quote.acceptance.passengers.length} passengers, {quote.acceptance.baggageKg} kg
                baggage{quote.booking ? `; booking ${quote.booking.status.replace('_', ' ')}, paid ${formatAud(quote.booking.paidCents)} of ${formatAud(quote.booking.totalCents)}` : ''}.
              </p>
            )}
            <QuoteActions quote={quote} onChanged={changed} />
            <EditorForm quote={quote} onSaved={changed} />
            {quote.versions.length > 1 && (
              <section className="grid gap-1 text-sm">
                <h3 className="font-semibold">Versions</h3>
                <ol className="list-decimal ps-5">
                  {quote.versions.map((v) => (
                    <li key={v.version}>
                      {formatAud(v.totalCents)}, {formatStaffTime(v.createdAt)}
                      {v.changeSummary ? `: ${v.changeSummary}` : ''}
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
