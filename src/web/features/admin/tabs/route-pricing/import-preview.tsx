import { EyeOff, OctagonAlert } from 'lucide-react';
import { useId } from 'react';
import {
  IMPORT_PAGE_DEFAULT,
  type ImportEffect,
  type ImportFieldChange,
  type ImportList,
  type ImportNewLocation,
  type ImportRowEffect,
  type ImportSummary,
} from '../../../../../domain/api/admin/route-import';
import { centsFromDecimalString, formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';

const FIELD_LABELS: Record<ImportFieldChange['field'], string> = { price: 'Price', customRoute: 'Custom route', widgetHtml: 'Widget HTML', active: 'Active' };
/** Worded apart from the counts above ('New route prices: 3'), so each text names one thing on the page. */
const LIST_TITLES: Record<Exclude<ImportEffect, 'locations'>, string> = {
  new: 'Rows that add a route price',
  changed: 'Rows that change a route price',
  unchanged: 'Rows that change nothing',
};

function shown(change: ImportFieldChange, value: string | null): string {
  if (value === null) return '—';
  if (change.field === 'price') return formatAud(centsFromDecimalString(value));
  return value;
}

/** 'Price A$540.00 → A$560.00' */
function ChangeText({ change }: { change: ImportFieldChange }) {
  return (
    <span className="block break-words">
      {FIELD_LABELS[change.field]}: {change.before !== null && <>{shown(change, change.before)} → </>}
      {shown(change, change.after)}
    </span>
  );
}

/** Previous / next through a list the server pages (the file is read again for each page). */
function Pager({ list, limit, busy, onPage, label }: { list: ImportList<unknown>; limit: number; busy: boolean; onPage: (offset: number) => void; label: string }) {
  if (list.total <= list.items.length) return null;
  const last = Math.min(list.offset + list.items.length, list.total);
  return (
    <div className="flex items-center gap-2 text-xs">
      <span>
        {list.offset + 1}–{last} of {list.total.toLocaleString('en-AU')}
      </span>
      <Button size="sm" variant="outline" disabled={busy || list.offset === 0} onClick={() => onPage(Math.max(0, list.offset - limit))} aria-label={`Previous ${label}`}>
        Previous
      </Button>
      <Button size="sm" variant="outline" disabled={busy || last >= list.total} onClick={() => onPage(list.offset + limit)} aria-label={`Next ${label}`}>
        Next
      </Button>
    </div>
  );
}

function EffectList({ effect, list, limit, busy, onPage }: { effect: Exclude<ImportEffect, 'locations'>; list: ImportList<ImportRowEffect>; limit: number; busy: boolean; onPage: (offset: number) => void }) {
  if (list.total === 0) return null;
  return (
    <details className="rounded border bg-background p-2" open={effect !== 'unchanged'} data-testid={`import-${effect}`}>
      <summary className="cursor-pointer font-semibold">
        {LIST_TITLES[effect]} ({list.total.toLocaleString('en-AU')})
      </summary>
      <table className="mt-2 w-full table-fixed text-left text-xs">
        <thead>
          <tr>
            <th className="w-12">Row</th>
            <th>Route</th>
            <th>Aircraft, flight type</th>
            {effect !== 'unchanged' && <th>{effect === 'new' ? 'Sets' : 'Before → after'}</th>}
          </tr>
        </thead>
        <tbody>
          {list.items.map((row) => (
            <tr key={row.rowNumber} className="border-t align-top">
              <td>{row.rowNumber}</td>
              <td className="break-words">
                {row.region}: {row.departure} → {row.destination}
              </td>
              <td className="break-words">
                {row.aircraftType}, {row.flightType}
              </td>
              {effect !== 'unchanged' && (
                <td>
                  {row.changes.map((change) => (
                    <ChangeText key={change.field} change={change} />
                  ))}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <Pager list={list} limit={limit} busy={busy} onPage={onPage} label={LIST_TITLES[effect].toLowerCase()} />
    </details>
  );
}

function NewLocations({ list, limit, busy, onPage }: { list: ImportList<ImportNewLocation>; limit: number; busy: boolean; onPage: (offset: number) => void }) {
  return (
    <div className="grid gap-1 rounded border bg-background p-2" data-testid="import-new-locations">
      <p className="font-semibold">New locations it would create: {list.total.toLocaleString('en-AU')}</p>
      <ul className="grid gap-1">
        {list.items.map((location) => (
          <li key={`${location.kind}:${location.value}`} className="break-words">
            <span>
              {location.kind === 'departure' ? 'Departure' : 'Destination'} {location.name} ('{location.value}', {location.region}, row {location.rowNumber})
            </span>
            {location.nearMatches.map((match) => (
              <span key={match.value} className="flex items-start gap-1 text-destructive">
                <OctagonAlert aria-hidden className="mt-0.5 size-3.5 shrink-0" />
                <span>
                  '{location.value}' — did you mean '{match.value}' ({match.name})? <span className="text-muted-foreground">({match.why})</span>
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
      <Pager list={list} limit={limit} busy={busy} onPage={onPage} label="new locations" />
    </div>
  );
}

export interface ImportPreviewProps {
  preview: ImportSummary;
  /** Staff ticked 'create the new locations'. */
  confirmed: boolean;
  onConfirm: (value: boolean) => void;
  onPage: (effect: ImportEffect, offset: number) => void;
  paging: boolean;
  applying: boolean;
  onApply: () => void;
  onCancel: () => void;
}

/** What an import would do (decision 0030): counts, every row's effect a page at a time, the locations it would create and their near matches, the aliases it read. */
export function ImportPreview({ preview, confirmed, onConfirm, onPage, paging, applying, onApply, onCancel }: ImportPreviewProps) {
  const confirmId = useId();
  const newLocations = preview.createdDepartures + preview.createdDestinations;
  // The card asks with the server's default page size.
  const pageSize = IMPORT_PAGE_DEFAULT;
  return (
    <div className="grid gap-2 rounded-md border bg-secondary/50 p-3 text-sm" data-testid="import-preview">
      <p className="font-semibold">Preview: nothing is written yet</p>
      <ul className="grid gap-0.5">
        <li>New route prices: {preview.createdRoutes}</li>
        <li>Changed route prices: {preview.updatedRoutes}</li>
        <li>Unchanged: {preview.unchangedRoutes}</li>
        <li>New departures: {preview.createdDepartures}</li>
        <li>New destinations: {preview.createdDestinations}</li>
        <li>Airfields with new fees: {preview.changedAirfieldFees}</li>
        <li>Home airfields set: {preview.changedHomeAirfields}</li>
      </ul>
      {preview.settingsChanges.length > 0 && (
        <ul className="grid gap-0.5" aria-label="Settings it changes" data-testid="import-settings-changes">
          {preview.settingsChanges.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {preview.notes.length > 0 && (
        <ul className="grid gap-0.5 text-muted-foreground" aria-label="Read as">
          {preview.notes.map((note) => (
            <li key={note.message}>{note.message}</li>
          ))}
        </ul>
      )}
      {newLocations > 0 && <NewLocations list={preview.newLocations} limit={pageSize} busy={paging} onPage={(offset) => onPage('locations', offset)} />}
      {(['changed', 'new', 'unchanged'] as const).map((effect) => (
        <EffectList key={effect} effect={effect} list={preview.effects[effect]} limit={pageSize} busy={paging} onPage={(offset) => onPage(effect, offset)} />
      ))}
      {newLocations > 0 && (
        <div className="grid gap-1">
          {preview.hiddenNote && (
            <p className="flex items-start gap-1 text-muted-foreground">
              <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
              {preview.hiddenNote}
            </p>
          )}
          <label htmlFor={confirmId} className="flex items-center gap-2 font-semibold">
            <input id={confirmId} type="checkbox" checked={confirmed} onChange={(e) => onConfirm(e.target.checked)} />
            Create the {newLocations} new location(s) listed above
            {preview.nearMatches === 1 ? ' (1 looks like an existing one)' : preview.nearMatches > 1 ? ` (${preview.nearMatches} look like existing ones)` : ''}
          </label>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onApply} disabled={applying || (newLocations > 0 && !confirmed)}>
          Apply import
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {newLocations > 0 && !confirmed && <span className="text-xs text-muted-foreground">Tick the box to create the new locations, or correct their slugs in the file.</span>}
      </div>
    </div>
  );
}
