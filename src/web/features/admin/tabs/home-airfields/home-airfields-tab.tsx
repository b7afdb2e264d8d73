import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { aircraftNameAndCode, AIRCRAFT_TYPES } from '../../../../../domain/aircraft';
import { homeAirfieldInputSchema, type HomeAirfield, type PositioningUnit } from '../../../../../domain/api/admin/home-airfields';
import { POSITIONING_RULE_TEXT } from '../../../../../domain/pricing/positioning';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { toast } from '../../../../components/ui/toast';
import { listRows } from '../../api/content';
import { listHomeAirfields, removeHomeAirfield, saveHomeAirfield } from '../../api/home-airfields';
import { adminKeys } from '../../api/query-keys';
import { useCan } from '../../access/role-access';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LabelledSelect } from '../../components/labelled-select';
import { QueryState } from '../../components/query-state';
import { Issue, TextField } from '../../components/text-field';
import { conflictOf, type Conflict } from '../../no-lost-work/conflict';
import { ConflictNotice } from '../../no-lost-work/conflict-notice';
import { plainFailure, serverIssues } from '../../no-lost-work/field-errors';
import { useDirtyForm } from '../../no-lost-work/unsaved-changes';

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

/** "A$600 per flight hour", "50% of the hourly rate". */
export const chargeText = (h: Pick<HomeAirfield, 'unit' | 'value'>) => (h.unit === 'ferry-rate' ? `A$${h.value} per flight hour` : `${h.value}% of the hourly rate`);

/**
 * Home airfields and positioning (decision 0070): per aircraft, where it is kept in the region and what its
 * empty legs and waiting cost, with the rule in words. Each write reaches the next quote at once.
 */
export function HomeAirfieldsTab({ regionId, regionName }: { regionId: number | undefined; regionName: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Home airfields and positioning
      </h2>
      <Card className="grid gap-2 p-4 text-sm">
        <p>Where each aircraft is kept in {regionName || 'the region'}, and what bringing it to a flight and taking it home costs. Waiting is charged on trips of several legs.</p>
        <p data-testid="positioning-rule">{POSITIONING_RULE_TEXT}</p>
      </Card>
      {regionId === undefined ? <p className="text-sm text-muted-foreground">Choose a region above.</p> : <Homes key={regionId} regionId={regionId} />}
    </section>
  );
}

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; home: HomeAirfield };

function Homes({ regionId }: { regionId: number }) {
  const canWrite = useCan('content:write');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [removing, setRemoving] = useState<HomeAirfield>();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: adminKeys.homeAirfields(regionId), queryFn: () => listHomeAirfields(regionId) });
  const departures = useQuery({ queryKey: adminKeys.list('departure-locations', { regionId }), queryFn: () => listRows('departure-locations', { regionId }) });
  const places = new Map((departures.data ?? []).map((row) => [row.id, row.name]));
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.homeAirfields() });
  const remove = useMutation({
    mutationFn: (h: HomeAirfield) => removeHomeAirfield(h.id, h.version),
    onSuccess: async () => {
      toast({ title: 'Home airfield removed', variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      toast({ title: 'Could not remove the home airfield', description: plainFailure(error), variant: 'destructive' });
      await refresh();
    },
  });
  const close = async () => {
    setEditing({ mode: 'closed' });
    await refresh();
  };

  return (
    <div className="grid gap-4">
      {canWrite && editing.mode === 'closed' && (
        <Button className="justify-self-start" onClick={() => setEditing({ mode: 'add' })}>
          Set a home airfield
        </Button>
      )}
      {editing.mode !== 'closed' && (
        <HomeForm key={editing.mode === 'edit' ? editing.home.id : 'new'} regionId={regionId} editing={editing.mode === 'edit' ? editing.home : undefined} places={places} onDone={close} />
      )}
      <QueryState query={list} loading="h-32">
        {(rows) => <HomeTable rows={rows} places={places} canWrite={canWrite} onEdit={(home) => setEditing({ mode: 'edit', home })} onRemove={setRemoving} />}
      </QueryState>
      <ConfirmDialog
        open={removing !== undefined}
        title={`Remove the home airfield of ${removing ? aircraftNameAndCode(removing.aircraftType) : 'this aircraft'}?`}
        description="Its flights are then priced without positioning or waiting. The audit log keeps what it was."
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

interface TableProps {
  rows: HomeAirfield[];
  places: Map<number, string>;
  canWrite: boolean;
  onEdit(home: HomeAirfield): void;
  onRemove(home: HomeAirfield): void;
}

function HomeTable({ rows, places, canWrite, onEdit, onRemove }: TableProps) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">No home airfields yet: no flight is charged positioning or waiting.</p>;
  return (
    <div className="min-w-0 overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Home airfields and positioning</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {['Aircraft', 'Home airfield', 'Positioning', 'Free within', 'Waiting'].map((head) => (
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
            <tr key={row.id} className="border-t" data-testid="home-airfield-row">
              <th scope="row" className="p-2 text-left font-medium">
                {aircraftNameAndCode(row.aircraftType)}
              </th>
              <td className="p-2">{places.get(row.departureLocationId) ?? `#${row.departureLocationId}`}</td>
              <td className="p-2">{chargeText(row)}</td>
              <td className="p-2">{row.freeRadiusKm === 0 ? 'Home only' : `${row.freeRadiusKm} km`}</td>
              <td className="p-2">{row.waitingRate === null ? 'Not charged' : `A$${row.waitingRate} per hour`}</td>
              {canWrite && (
                <td className="flex gap-2 p-2">
                  <Button size="sm" variant="outline" onClick={() => onEdit(row)} aria-label={`Edit ${aircraftNameAndCode(row.aircraftType)}`}>
                    Edit
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onRemove(row)} aria-label={`Remove ${aircraftNameAndCode(row.aircraftType)}`}>
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
  editing: HomeAirfield | undefined;
  places: Map<number, string>;
  onDone(): Promise<void>;
}

type Issues = Record<string, string>;

function HomeForm({ regionId, editing, places, onDone }: FormProps) {
  const [fields, setFields] = useState<Fields>(editing ? fieldsOf(editing) : EMPTY);
  const [issues, setIssues] = useState<Issues>({});
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(editing?.version);
  const [conflict, setConflict] = useState<Conflict>();
  useDirtyForm(dirty);
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: (sent: number | undefined) => saveHomeAirfield(editing?.id, { ...bodyOf(regionId, fields), ...(sent === undefined ? {} : { version: sent }) }),
    onMutate: () => setConflict(undefined),
    onSuccess: async () => {
      setDirty(false);
      toast({ title: 'Home airfield saved', variant: 'success' });
      await onDone();
    },
    onError: (error) => {
      const found = conflictOf(error);
      if (found) return setConflict(found);
      setIssues(Object.fromEntries(serverIssues(error).map((issue) => [issue.path, issue.message])));
      toast({ title: 'Could not save the home airfield', description: plainFailure(error), variant: 'destructive' });
    },
  });
  const reload = () => {
    if (!conflict) return;
    setFields(fieldsOf(conflict.current as unknown as HomeAirfield));
    setVersion(conflict.current.version);
    setConflict(undefined);
    setDirty(false);
  };
  const submit = () => {
    const checked = homeAirfieldInputSchema.safeParse(bodyOf(regionId, fields));
    if (!checked.success) return setIssues(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join('.'), issue.message])));
    setIssues({});
    save.mutate(version);
  };

  return (
    <Card className="grid gap-3 p-4">
      <h3 className="font-semibold">{editing ? `Edit ${aircraftNameAndCode(editing.aircraftType)}` : 'Set a home airfield'}</h3>
      <form
        className="grid gap-3 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
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
          <ConflictNotice conflict={conflict} busy={save.isPending} onReload={reload} onOverwrite={() => conflict && save.mutate(conflict.current.version)} />
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" disabled={save.isPending}>
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
