import { useQuery, useQueryClient } from '@tanstack/react-query';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { priceAdjustmentInputSchema, type PriceAdjustment } from '../../../../../domain/api/admin/price-adjustments';
import { ADJUSTMENT_KIND_TITLES, ADJUSTMENT_KINDS, OVERLAP_RULE_TEXT, type AdjustmentKind } from '../../../../../domain/date-adjustments';
import { FLIGHT_TYPE_TITLES, ROUTE_FLIGHT_TYPES } from '../../../../../domain/flight-types';
import { WEEKDAY_NAMES, WEEKDAY_ORDER } from '../../../../../domain/price-date';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { listRows } from '../../api/content';
import { listPriceAdjustments, removePriceAdjustment, savePriceAdjustment } from '../../api/price-adjustments';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { Issue, TextField } from '../../components/text-field';
import { AdminTable, EditRemoveCell } from '../../components/admin-table';
import { RegionRowsEditor, RegionRulesSection, type RowActions } from '../../components/region-rows-editor';
import { formatStaffDate } from '../../components/staff-time';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { useVersionedForm, type FieldIssues } from '../../no-lost-work/use-versioned-form';
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
  return (
    <RegionRulesSection title="Seasons and dates" rule={OVERLAP_RULE_TEXT} ruleTestId="overlap-rule" regionId={regionId} rows={(id) => <Adjustments key={id} regionId={id} />}>
      <p>
        Seasons, days of the week and peak dates raise or lower the price of a flight in {regionName || 'the region'} by a percentage or an amount (a negative
        number lowers it). To schedule a price change, add a season with a first day and no last day: it applies from that day on.
      </p>
    </RegionRulesSection>
  );
}

function Adjustments({ regionId }: { regionId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.priceAdjustments(regionId), queryFn: () => listPriceAdjustments(regionId) });
  const places = usePlaces(regionId);
  return (
    <RegionRowsEditor
      list={list}
      addLabel="Add an adjustment"
      remove={(a) => removePriceAdjustment(a.id, a.version)}
      refresh={() => queryClient.invalidateQueries({ queryKey: adminKeys.priceAdjustments() })}
      removal={{ done: 'Adjustment removed', failed: 'Could not remove the adjustment' }}
      confirmation={(a) => ({
        title: `Remove ${a?.name ?? 'this adjustment'}?`,
        description: 'Prices on its days go back to what the other adjustments and the base price make them. The audit log keeps what it was.',
      })}
      form={(editing, onDone) => <AdjustmentForm regionId={regionId} editing={editing} places={places} onDone={onDone} />}
      table={(rows, actions) => <AdjustmentTable rows={rows} places={places} {...actions} />}
    />
  );
}

function usePlaces(regionId: number): Places {
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', { regionId }), queryFn: () => listRows('departure-locations', { regionId }) });
  const destinations = useQuery({ queryKey: adminKeys.list('destinations', { regionId }), queryFn: () => listRows('destinations', { regionId }) });
  return {
    departures: new Map((departures.data ?? []).map((row) => [row.id, row.name])),
    destinations: new Map((destinations.data ?? []).map((row) => [row.id, row.name])),
  };
}

interface TableProps extends RowActions<PriceAdjustment> {
  rows: PriceAdjustment[];
  places: Places;
}

function AdjustmentTable({ rows, places, canWrite, onEdit, onRemove }: TableProps) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No seasons or dates yet: every day has the base price.</p>;
  const heads = ['Name', 'Kind', 'When', 'Adjustment', 'Applies to', 'Active'];
  return (
    <AdminTable caption="Seasons and dates" headers={heads} actions={canWrite}>
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
          {canWrite && <EditRemoveCell name={row.name} onEdit={() => onEdit(row)} onRemove={() => onRemove(row)} />}
        </tr>
      ))}
    </AdminTable>
  );
}

interface FormProps {
  regionId: number;
  editing: PriceAdjustment | undefined;
  places: Places;
  onDone(): Promise<void>;
}

type Issues = FieldIssues;

function AdjustmentForm({ regionId, editing, places, onDone }: FormProps) {
  const form = useVersionedForm({
    editing,
    empty: EMPTY,
    fieldsOf,
    bodyOf: (fields: Fields) => bodyOf(regionId, fields),
    schema: priceAdjustmentInputSchema,
    send: (body) => savePriceAdjustment(editing?.id, body),
    titles: { saved: editing ? 'Adjustment saved' : 'Adjustment added', failed: 'Could not save the adjustment' },
    onDone,
  });
  const { fields, issues, set } = form;

  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">{editing ? `Edit ${editing.name}` : 'Add an adjustment'}</h3>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <WhatFields fields={fields} set={set} issues={issues} />
        <WhenFields fields={fields} set={set} issues={issues} />
        <ScopeFields fields={fields} set={set} places={places} />
        <div className="sm:col-span-2">
          <ConflictNotice conflict={form.saver.conflict} busy={form.saver.pending} onReload={form.saver.reload} onOverwrite={form.saver.overwrite} />
        </div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={fields.isActive} onChange={(event) => set('isActive', event.target.checked)} />
          Active
        </label>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={form.saver.pending}>
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
