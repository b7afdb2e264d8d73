import { useQuery, useQueryClient } from '@tanstack/react-query';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { homeAirfieldInputSchema, type HomeAirfield, type PositioningUnit } from '../../../../../domain/api/admin/home-airfields';
import { POSITIONING_RULE_TEXT } from '../../../../../domain/pricing/positioning';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { listRows } from '../../api/content';
import { listHomeAirfields, removeHomeAirfield, saveHomeAirfield } from '../../api/home-airfields';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { AdminTable, EditRemoveCell } from '../../components/admin-table';
import { RegionRowsEditor, RegionRulesSection, type RowActions } from '../../components/region-rows-editor';
import { Issue, TextField } from '../../components/text-field';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { useVersionedForm } from '../../no-lost-work/use-versioned-form';
import { chargeText } from '../../../../../domain/positioning-charge-text';

/** The form as typed. */
interface Fields {
  aircraftType: string;
  departureLocationId: string;
  unit: PositioningUnit;
  value: string;
  freeRadiusKm: string;
  waitingRate: string;
}

const EMPTY: Fields = { aircraftType: '', departureLocationId: '', unit: 'ferry-rate', value: '', freeRadiusKm: '0', waitingRate: '' };

const fieldsOf = (h: HomeAirfield): Fields => ({
  aircraftType: h.aircraftType,
  departureLocationId: String(h.departureLocationId),
  unit: h.unit,
  value: String(h.value),
  freeRadiusKm: String(h.freeRadiusKm),
  waitingRate: h.waitingRate === null ? '' : String(h.waitingRate),
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const bodyOf = (regionId: number, f: Fields) => ({
  regionId,
  aircraftType: f.aircraftType,
  departureLocationId: f.departureLocationId === '' ? Number.NaN : Number(f.departureLocationId),
  unit: f.unit,
  value: numberOf(f.value),
  freeRadiusKm: f.freeRadiusKm.trim() === '' ? 0 : numberOf(f.freeRadiusKm),
  waitingRate: f.waitingRate.trim() === '' ? null : numberOf(f.waitingRate),
});


/**
 * Home airfields and positioning (decision 0070): per aircraft, where it is kept in the region and what its
 * empty legs and waiting cost, with the rule in words. Each write reaches the next quote at once.
 */
export function HomeAirfieldsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  return (
    <RegionRulesSection title="Home airfields and positioning" rule={POSITIONING_RULE_TEXT} ruleTestId="positioning-rule" regionId={regionId} rows={(id) => <Homes key={id} regionId={id} />}>
      <p>Where each aircraft is kept in {regionName || 'the region'}, and what bringing it to a flight and taking it home costs. Waiting is charged on trips of several legs.</p>
    </RegionRulesSection>
  );
}

function Homes({ regionId }: { regionId: number }) {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.homeAirfields(regionId), queryFn: () => listHomeAirfields(regionId) });
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', { regionId }), queryFn: () => listRows('departure-locations', { regionId }) });
  const places = new Map((departures.data ?? []).map((row) => [row.id, row.name]));
  return (
    <RegionRowsEditor
      list={list}
      addLabel="Set a home airfield"
      remove={(h) => removeHomeAirfield(h.id, h.version)}
      refresh={() => queryClient.invalidateQueries({ queryKey: adminKeys.homeAirfields() })}
      removal={{ done: 'Home airfield removed', failed: 'Could not remove the home airfield' }}
      confirmation={(h) => ({
        title: `Remove the home airfield of ${h ? aircraftNameAndCode(h.aircraftType) : 'this aircraft'}?`,
        description: 'Its flights are then priced without positioning or waiting. The audit log keeps what it was.',
      })}
      form={(editing, onDone) => <HomeForm regionId={regionId} editing={editing} places={places} onDone={onDone} />}
      table={(rows, actions) => <HomeTable rows={rows} places={places} {...actions} />}
    />
  );
}

interface TableProps extends RowActions<HomeAirfield> {
  rows: HomeAirfield[];
  places: Map<number, string>;
}

function HomeTable({ rows, places, canWrite, onEdit, onRemove }: TableProps) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No home airfields yet: no flight is charged positioning or waiting.</p>;
  return (
    <AdminTable caption="Home airfields and positioning" headers={['Aircraft', 'Home airfield', 'Positioning', 'Free within', 'Waiting']} actions={canWrite}>
      {rows.map((row) => (
        <tr key={row.id} className="border-t" data-testid="home-airfield-row">
          <th scope="row" className="p-2 text-left font-medium">
            {aircraftNameAndCode(row.aircraftType)}
          </th>
          <td className="p-2">{places.get(row.departureLocationId) ?? `#${row.departureLocationId}`}</td>
          <td className="p-2">{chargeText(row)}</td>
          <td className="p-2">{row.freeRadiusKm === 0 ? 'Home only' : `${row.freeRadiusKm} km`}</td>
          <td className="p-2">{row.waitingRate === null ? 'Not charged' : `A$${row.waitingRate} per hour`}</td>
          {canWrite && <EditRemoveCell name={aircraftNameAndCode(row.aircraftType)} onEdit={() => onEdit(row)} onRemove={() => onRemove(row)} />}
        </tr>
      ))}
    </AdminTable>
  );
}

interface FormProps {
  regionId: number;
  editing: HomeAirfield | undefined;
  places: Map<number, string>;
  onDone(): Promise<void>;
}

function HomeForm({ regionId, editing, places, onDone }: FormProps) {
  const form = useVersionedForm({
    editing,
    empty: EMPTY,
    fieldsOf,
    bodyOf: (fields: Fields) => bodyOf(regionId, fields),
    schema: homeAirfieldInputSchema,
    send: (body) => saveHomeAirfield(editing?.id, body),
    titles: { saved: 'Home airfield saved', failed: 'Could not save the home airfield' },
    onDone,
  });
  const { fields, issues, set } = form;

  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">{editing ? `Edit ${aircraftNameAndCode(editing.aircraftType)}` : 'Set a home airfield'}</h3>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        <div className="grid gap-1">
          <LabelledSelect label="Aircraft" value={fields.aircraftType} onChange={(v) => set('aircraftType', v)}>
            <option value="">Choose an aircraft</option>
            {AIRCRAFT_TYPES.map((type) => (
              <option key={type} value={type}>
                {aircraftNameAndCode(type)}
              </option>
            ))}
          </LabelledSelect>
          {issues.aircraftType && <Issue>{issues.aircraftType}</Issue>}
        </div>
        <div className="grid gap-1">
          <LabelledSelect label="Home airfield" value={fields.departureLocationId} onChange={(v) => set('departureLocationId', v)}>
            <option value="">Choose a departure location</option>
            {[...places].map(([id, name]) => (
              <option key={id} value={id}>
                {name}
              </option>
            ))}
          </LabelledSelect>
          {issues.departureLocationId && <Issue>{issues.departureLocationId}</Issue>}
        </div>
        <LabelledSelect label="Charge positioning by" value={fields.unit} onChange={(v) => set('unit', v === 'hourly-percent' ? 'hourly-percent' : 'ferry-rate')}>
          <option value="ferry-rate">A ferry rate per flight hour</option>
          <option value="hourly-percent">A percentage of the aircraft&apos;s hourly rate</option>
        </LabelledSelect>
        <TextField label={fields.unit === 'ferry-rate' ? 'Ferry rate in A$ per hour' : 'Percentage of the hourly rate'} value={fields.value} onChange={(v) => set('value', v)} issue={issues.value} type="number" />
        <TextField label="Free within (km of home)" value={fields.freeRadiusKm} onChange={(v) => set('freeRadiusKm', v)} issue={issues.freeRadiusKm} type="number" />
        <TextField
          label="Waiting rate in A$ per hour (optional)"
          value={fields.waitingRate}
          onChange={(v) => set('waitingRate', v)}
          issue={issues.waitingRate}
          type="number"
          hint="Blank: waiting on the ground is not charged."
        />
        <div className="sm:col-span-2">
          <ConflictNotice conflict={form.saver.conflict} busy={form.saver.pending} onReload={form.saver.reload} onOverwrite={form.saver.overwrite} />
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={form.saver.pending}>
            Save home airfield
          </Button>
          <Button variant="outline" onClick={() => void onDone()}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
  );
}
