import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { priceAdjustmentInputSchema, type PriceAdjustment } from '../../../../../domain/api/admin/price-adjustments';
import { ADJUSTMENT_KIND_TITLES, ADJUSTMENT_KINDS, OVERLAP_RULE_TEXT, type AdjustmentKind } from '../../../../../domain/date-adjustments';
import { FLIGHT_TYPE_TITLES, ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { WEEKDAY_NAMES, WEEKDAY_ORDER } from '../../../../../domain/price-date';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast';
import { listRows } from '../../api/content';
import { listPriceAdjustments, removePriceAdjustment, savePriceAdjustment } from '../../api/price-adjustments';
import { adminKeys } from '../../api/query-keys';
import { useCan } from '../../access/role-access';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LabelledSelect } from '../../components/labelled-select';
import { Issue, TextField } from '../../components/text-field';
import { QueryState } from '../../components/query-state';
import { formatStaffDate } from '../../components/staff-time';
import { conflictOf, type Conflict } from '../../no-lost-work/conflict';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';
import { changeText, scopeText, whenText } from './seasons-text';

interface Places {
  departures: Map<number, string>;
  destinations: Map<number, string>;
}

/** The form as typed: every field text, the days of the week a list. */
interface Fields {
  kind: AdjustmentKind;
  name: string;
  nameZh: string;
  nameHi: string;
  startsOn: string;
  endsOn: string;
  weekdays: number[];
  unit: 'percent' | 'amount';
  value: string;
  aircraftType: string;
  flightType: string;
  departureLocationId: string;
  destinationId: string;
  isActive: boolean;
}

const EMPTY: Fields = {
  kind: 'season',
  name: '',
  nameZh: '',
  nameHi: '',
  startsOn: '',
  endsOn: '',
  weekdays: [],
  unit: 'percent',
  value: '',
  aircraftType: '',
  flightType: '',
  departureLocationId: '',
  destinationId: '',
  isActive: true,
};

const fieldsOf = (a: PriceAdjustment): Fields => ({
  kind: a.kind,
  name: a.name,
  nameZh: a.names.zh ?? '',
  nameHi: a.names.hi ?? '',
  startsOn: a.startsOn ?? '',
  endsOn: a.endsOn ?? '',
  weekdays: a.weekdays,
  unit: a.unit,
  value: String(a.value),
  aircraftType: a.aircraftType ?? '',
  flightType: a.flightType ?? '',
  departureLocationId: a.departureLocationId === null ? '' : String(a.departureLocationId),
  destinationId: a.destinationId === null ? '' : String(a.destinationId),
  isActive: a.isActive,
});

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
const idOrNull = (text: string) => (text === '' ? null : Number(text));

/** The body the API reads; blank choices are "every". */
const bodyOf = (regionId: number, f: Fields) => ({
  regionId,
  kind: f.kind,
  name: f.name,
  names: { ...(f.nameZh.trim() ? { zh: f.nameZh } : {}), ...(f.nameHi.trim() ? { hi: f.nameHi } : {}) },
  startsOn: orNull(f.startsOn),
  endsOn: orNull(f.endsOn),
  weekdays: f.weekdays,
  unit: f.unit,
  value: f.value.trim() === '' ? Number.NaN : Number(f.value.trim()),
  aircraftType: orNull(f.aircraftType),
  flightType: orNull(f.flightType),
  departureLocationId: idOrNull(f.departureLocationId),
  destinationId: idOrNull(f.destinationId),
  isActive: f.isActive,
});

/**
 * Seasons and dates (decision 0063): the region's adjustments of the price by date, with the rule that decides
 * which apply when several cover a day, in words. Staff add, edit and remove them; each write reaches the next
 * quote at once.
 */
export function SeasonsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Seasons and dates
      </h2>
      <Card className="grid gap-2 p-4 text-sm">
        <p>
          Seasons, days of the week and peak dates raise or lower the price of a flight in {regionName || 'the region'} by a percentage or an amount (a negative
          number lowers it). To schedule a price change, add a season with a first day and no last day: it applies from that day on.
        </p>
        <p data-testid="overlap-rule">{OVERLAP_RULE_TEXT}</p>
      </Card>
      {regionId === undefined ? <p className="text-sm text-muted-foreground">Choose a region above.</p> : <Adjustments key={regionId} regionId={regionId} />}
    </section>
  );
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; adjustment: PriceAdjustment };

function Adjustments({ regionId }: { regionId: number }) {
  const canWrite = useCan('content:write');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [removing, setRemoving] = useState<PriceAdjustment>();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.priceAdjustments(regionId), queryFn: () => listPriceAdjustments(regionId) });
  const places = usePlaces(regionId);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.priceAdjustments() });
  const remove = useMutation({
    mutationFn: (a: PriceAdjustment) => removePriceAdjustment(a.id, a.version),
    onSuccess: async () => {
      toast({ title: 'Adjustment removed', variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Could not remove the adjustment', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });

  return (
    <div className="grid gap-4">
      {canWrite && editing.mode === 'closed' && (
        <Button className="justify-self-start" onClick={() => setEditing({ mode: 'add' })}>
          Add an adjustment
        </Button>
      )}
      {editing.mode !== 'closed' && (
        <AdjustmentForm
          key={editing.mode === 'edit' ? editing.adjustment.id : 'new'}
          regionId={regionId}
          editing={editing.mode === 'edit' ? editing.adjustment : undefined}
          places={places}
          onDone={async () => {
            setEditing({ mode: 'closed' });
            await refresh();
          }}
        />
      )}
      <QueryState query={list} loading="h-32">
        {(rows) => (
          <AdjustmentTable rows={rows} places={places} canWrite={canWrite} onEdit={(adjustment) => setEditing({ mode: 'edit', adjustment })} onRemove={setRemoving} />
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove ${removing?.name ?? 'this adjustment'}?`}
        description="Prices on its days go back to what the other adjustments and the base price make them. The audit log keeps what it was."
        confirmLabel="Remove"
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
          setRemoving(undefined);
        }}
      />
    </div>
  );
}

/** The region's departures and destinations by id, for the list's words and the form's choices. */
function usePlaces(regionId: number): Places {
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', { regionId }), queryFn: () => listRows('departure-locations', { regionId }) });
  const destinations = useQuery({ queryKey: adminKeys.list('destinations', { regionId }), queryFn: () => listRows('destinations', { regionId }) });
  return {
    departures: new Map((departures.data ?? []).map((row) => [row.id, row.name])),
    destinations: new Map((destinations.data ?? []).map((row) => [row.id, row.name])),
  };
}

interface TableProps {
  rows: PriceAdjustment[];
  places: Places;
  canWrite: boolean;
  onEdit(adjustment: PriceAdjustment): void;
  onRemove(adjustment: PriceAdjustment): void;
}

function AdjustmentTable({ rows, places, canWrite, onEdit, onRemove }: TableProps) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No seasons or dates yet: every day has the base price.</p>;
  const heads = ['Name', 'Kind', 'When', 'Adjustment', 'Applies to', 'Active'];
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Seasons and dates</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col" className="p-2">
                {head}
              </th>
            ))}
            {canWrite && (
              <th scope="col" className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t" data-testid="price-adjustment-row">
              <th scope="row" className="p-2 text-left font-medium">
                {row.name}
              </th>
              <td className="p-2">{ADJUSTMENT_KIND_TITLES[row.kind]}</td>
              <td className="p-2">{whenText(row, formatStaffDate)}</td>
              <td className="p-2">{changeText(row)}</td>
              <td className="p-2">{scopeText(row, places)}</td>
              <td className="p-2">{row.isActive ? 'Yes' : 'No'}</td>
              {canWrite && (
                <td className="flex gap-2 p-2">
                  <Button size="sm" variant="outline" onClick={() => onEdit(row)} aria-label={`Edit ${row.name}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onRemove(row)} aria-label={`Remove ${row.name}`}>
                    Remove
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface FormProps {
  regionId: number;
  editing: PriceAdjustment | undefined;
  places: Places;
  onDone(): Promise<void>;
}

/** Issues by field path ('startsOn'), from the client's own check or the server's answer. */
type Issues = Record<string, string>;

function AdjustmentForm({ regionId, editing, places, onDone }: FormProps) {
  const [fields, setFields] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const [issues, setIssues] = useState<Issues>({});
  const [dirty, setDirty] = useState(false);
  // The version the form was opened at; after a conflict, Overwrite sends the current one.
  const [version, setVersion] = useState(editing?.version);
  const [conflict, setConflict] = useState<Conflict>();
  useDirtyForm(dirty);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: (sent: number | undefined) => savePriceAdjustment(editing?.id, { ...bodyOf(regionId, fields), ...(sent === undefined ? {} : { version: sent }) }),
    onMutate: () => setConflict(undefined),
    onSuccess: async () => {
      setDirty(false);
      toast({ title: editing ? 'Adjustment saved' : 'Adjustment added', variant: 'success' });
      await onDone();
    },
    onError: (error) => {
      const found = conflictOf(error);
      if (found) return setConflict(found);
      setIssues(Object.fromEntries(serverIssues(error).map((issue) => [issue.path, issue.message])));
      toast({ title: 'Could not save the adjustment', description: plainFailure(error), variant: 'destructive' });
    },
  });
  const reload = () => {
    if (!conflict) return;
    setFields(fieldsOf(conflict.current as unknown as PriceAdjustment));
    setVersion(conflict.current.version);
    setConflict(undefined);
    setDirty(false);
  };
  const submit = () => {
    const checked = priceAdjustmentInputSchema.safeParse(bodyOf(regionId, fields));
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
      return;
    }
    setIssues({});
    save.mutate(version);
  };

  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">{editing ? `Edit ${editing.name}` : 'Add an adjustment'}</h3>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <WhatFields fields={fields} set={set} issues={issues} />
        <WhenFields fields={fields} set={set} issues={issues} />
        <ScopeFields fields={fields} set={set} places={places} />
        <div className="sm:col-span-2">
          <ConflictNotice conflict={conflict} busy={save.isPending} onReload={reload} onOverwrite={() => conflict && save.mutate(conflict.current.version)} />
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={fields.isActive} onChange={(event) => set('isActive', event.target.checked)} />
          Active
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
            {editing ? 'Save adjustment' : 'Add adjustment'}
          </Button>
          <Button variant="outline" onClick={() => void onDone()}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface PartProps {
  fields: Fields;
  set<K extends keyof Fields>(key: K, value: Fields[K]): void;
  issues: Issues;
}

function WhatFields({ fields, set, issues }: PartProps) {
  return (
    <>
      <LabelledSelect label="Kind" value={fields.kind} onChange={(v) => set('kind', v as AdjustmentKind)}>
        {ADJUSTMENT_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {ADJUSTMENT_KIND_TITLES[kind]}
          </option>
        ))}
      </LabelledSelect>
      <TextField label="Name (the line visitors read)" value={fields.name} onChange={(v) => set('name', v)} issue={issues.name} />
      <TextField label="Name in Chinese (optional)" value={fields.nameZh} onChange={(v) => set('nameZh', v)} issue={issues['names.zh']} />
      <TextField label="Name in Hindi (optional)" value={fields.nameHi} onChange={(v) => set('nameHi', v)} issue={issues['names.hi']} />
      <LabelledSelect label="Adjust by" value={fields.unit} onChange={(v) => set('unit', v === 'amount' ? 'amount' : 'percent')}>
        <option value="percent">A percentage of the base price</option>
        <option value="amount">An amount in A$</option>
      </LabelledSelect>
      <TextField
        label={fields.unit === 'percent' ? 'Percentage (negative lowers)' : 'Amount in A$ (negative lowers)'}
        value={fields.value}
        onChange={(v) => set('value', v)}
        issue={issues.value}
        type="number"
      />
    </>
  );
}

function WhenFields({ fields, set, issues }: PartProps) {
  const toggle = (day: number) => set('weekdays', fields.weekdays.includes(day) ? fields.weekdays.filter((d) => d !== day) : [...fields.weekdays, day]);
  const optionalWindow = fields.kind === 'weekday' ? ' (optional)' : '';
  return (
    <>
      <TextField label={`${fields.kind === 'peak' ? 'Day' : 'First day'}${optionalWindow}`} value={fields.startsOn} onChange={(v) => set('startsOn', v)} issue={issues.startsOn} type="date" />
      <TextField
        label={`Last day (optional${fields.kind === 'peak' ? ': for more than one day' : ''})`}
        value={fields.endsOn}
        onChange={(v) => set('endsOn', v)}
        issue={issues.endsOn}
        type="date"
        hint={fields.kind === 'season' ? 'Without a last day it applies from the first day on.' : undefined}
      />
      {fields.kind === 'weekday' && (
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="text-xs font-semibold">Days of the week</legend>
          <div className="flex flex-wrap gap-3">
            {WEEKDAY_ORDER.map((day) => (
              <label key={day} className="inline-flex items-center gap-1 text-sm">
                <input type="checkbox" checked={fields.weekdays.includes(day)} onChange={() => toggle(day)} />
                {WEEKDAY_NAMES[day]}
              </label>
            ))}
          </div>
          {issues.weekdays && <Issue>{issues.weekdays}</Issue>}
        </fieldset>
      )}
    </>
  );
}

function ScopeFields({ fields, set, places }: Omit<PartProps, 'issues'> & { places: Places }) {
  const options = (map: Map<number, string>) =>
    [...map].map(([id, name]) => (
      <option key={id} value={id}>
        {name}
      </option>
    ));
  return (
    <>
      <LabelledSelect label="Aircraft" value={fields.aircraftType} onChange={(v) => set('aircraftType', v)}>
        <option value="">Every aircraft</option>
        {AIRCRAFT_TYPES.map((type) => (
          <option key={type} value={type}>
            {aircraftNameAndCode(type)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Flight type" value={fields.flightType} onChange={(v) => set('flightType', v)}>
        <option value="">Every flight type</option>
        {ROUTE_FLIGHT_TYPES.map((type) => (
          <option key={type} value={type}>
            {FLIGHT_TYPE_TITLES[type]}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect label="Departure" value={fields.departureLocationId} onChange={(v) => set('departureLocationId', v)}>
        <option value="">Every departure</option>
        {options(places.departures)}
      </LabelledSelect>
      <LabelledSelect label="Destination" value={fields.destinationId} onChange={(v) => set('destinationId', v)}>
        <option value="">Every destination</option>
        {options(places.destinations)}
      </LabelledSelect>
    </>
  );
}
