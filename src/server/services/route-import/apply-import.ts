import { IMPORT_ISSUES_LISTED, type ImportEffect, type ImportList, type ImportNewLocation, type ImportSummary } from '../../../domain/api/admin/route-import';
import type { Database, Executor } from '../../db/database';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { byRowNumber, planImport, type ImportPlan } from './import-plan';
import { loadImportState } from './import-state';
import { destinationsBefore, recordPlacesImported } from './import-audit';
import { writeImportPlan } from './import-writes';
import { findNewLocations } from './new-locations';
import { settingsChangeLines } from './settings-change-lines';
import { planSettings, type SettingsPlan } from './settings-plan';
import { writeSettingsPlan } from './settings-writes';
import type { CheckedRows, RowIssue } from './validate-rows';
import type { CheckedSettings } from './validate-settings';

/** Checked rows, with the settings sheets' rows when the workbook had them (none: their settings stay as they are). */
export type CheckedImport = CheckedRows & { settings?: CheckedSettings };
const NO_SETTINGS: CheckedSettings = { fees: [], homes: [] };

export class ImportRejected extends Error {
  constructor(
    message: string,
    readonly issues: RowIssue[],
  ) {
    super(message);
  }
}

export interface ImportOptions {
  preview: boolean;
  at: Date;
  /** The spreadsheet's file name, as staff chose it: the History says 'Imported from <file>'. */
  file?: string;
  signal?: AbortSignal;
  /** The import card's region: rows without a Region go there. */
  defaultRegionId?: number;
  /** Staff confirmed creating the new departures and destinations; without it an apply that needs them is refused. */
  createLocations: boolean;
  /** Which list `offset` pages; every list answers at most `limit` items. */
  page: { effect?: ImportEffect; offset: number; limit: number };
}

const HIDDEN_NOTE = (count: number) =>
  `The ${count} new location(s) are created hidden until they have a booking link (or widget HTML) and coordinates: complete them in the Destinations and Departure Locations tabs, then switch them on.`;

function rejectedFor(issues: RowIssue[]): ImportRejected {
  const listed = issues.length > IMPORT_ISSUES_LISTED ? `; the first ${IMPORT_ISSUES_LISTED} are listed` : '';
  return new ImportRejected(`The file has ${issues.length} problem(s)${listed}; nothing was imported`, issues.slice(0, IMPORT_ISSUES_LISTED));
}

/** Refusal of an apply that would create locations staff have not confirmed (decision 0030). */
function unconfirmedLocations(locations: ImportNewLocation[]): ImportRejected {
  const names = locations.slice(0, 5).map((l) => `'${l.value}'`).join(', ') + (locations.length > 5 ? ` and ${locations.length - 5} more` : '');
  return new ImportRejected(
    `This file would create ${locations.length} new departure(s) or destination(s) (${names}); nothing was imported. Check them in the preview, then confirm creating them.`,
    locations.slice(0, IMPORT_ISSUES_LISTED).map((l) => {
      const column = l.kind === 'departure' ? 'Departure' : 'Destination';
      const guess = l.nearMatches[0] ? ` — did you mean '${l.nearMatches[0].value}' (${l.nearMatches[0].name})?` : '';
      return { path: `row ${l.rowNumber}: ${column}`, message: `Row ${l.rowNumber}: '${l.value}' would be a new ${l.kind}${guess}` };
    }),
  );
}

function page<T>(items: T[], list: ImportEffect, options: ImportOptions['page']): ImportList<T> {
  const offset = options.effect === list ? options.offset : 0;
  return { total: items.length, offset, items: items.slice(offset, offset + options.limit) };
}

/** ', 2 airfield(s) with new fees, 1 home airfield(s) set' when the settings sheets change anything. */
function settingsText(settings: SettingsPlan): string {
  const parts = [
    ...(settings.fees.length > 0 ? [`${settings.fees.length} airfield(s) with new fees`] : []),
    ...(settings.homes.length > 0 ? [`${settings.homes.length} home airfield(s) set`] : []),
  ];
  return parts.length > 0 ? `; ${parts.join(', ')}` : '';
}

function summaryOf(plan: ImportPlan, settings: SettingsPlan & { changes: string[] }, rows: CheckedRows, locations: ImportNewLocation[], options: ImportOptions): ImportSummary {
  const { counts } = plan;
  const created = counts.createdDepartures + counts.createdDestinations;
  const hiddenNote = created > 0 ? HIDDEN_NOTE(created) : null;
  const verb = options.preview ? 'Would import' : 'Imported';
  return {
    ...counts,
    changedAirfieldFees: settings.fees.length,
    changedHomeAirfields: settings.homes.length,
    settingsChanges: settings.changes,
    preview: options.preview,
    rows: rows.rows.length,
    message:
      `${verb} ${rows.rows.length} row(s): ${counts.createdRoutes} new and ${counts.updatedRoutes} changed route price(s), ` +
      `${counts.createdDepartures} new departure(s), ${counts.createdDestinations} new destination(s)` +
      (created > 0 ? ' (created hidden until they have a booking link and coordinates)' : '') +
      settingsText(settings),
    nearMatches: locations.filter((l) => l.nearMatches.length > 0).length,
    hiddenNote,
    effects: {
      new: page(plan.effects.filter((e) => e.effect === 'new'), 'new', options.page),
      changed: page(plan.effects.filter((e) => e.effect === 'changed'), 'changed', options.page),
      unchanged: page(plan.effects.filter((e) => e.effect === 'unchanged'), 'unchanged', options.page),
    },
    newLocations: page(locations, 'locations', options.page),
    notes: rows.notes,
  };
}

/**
 * Applies checked rows all or nothing: the existing regions, locations and route prices are looked up in
 * batches, the whole file is planned in memory (planImport), and every problem of every row (the reader's
 * and the plan's: an unknown region, a location of another region) rejects it in one answer before
 * anything is written. New locations are listed with the existing ones they may be typos of, and an apply
 * creates them only when staff confirmed it (`createLocations`), hidden until complete. Apply plans and
 * writes in one transaction with its audit row; a preview makes the same plan without writing. `signal`
 * (server shutdown) stops a running import between two statements, which rolls it back.
 */
export async function applyImport(db: Database, user: AuditActor, checked: CheckedImport, options: ImportOptions): Promise<ImportSummary> {
  const { preview, at, signal } = options;
  const planned = async (executor: Executor) => {
    const state = await loadImportState(executor, checked.rows, signal);
    const plan = planImport(checked.rows, state, { defaultRegionId: options.defaultRegionId, rejected: checked.rejected });
    const settings = await planSettings(executor, checked.settings ?? NO_SETTINGS);
    const issues = [...checked.issues, ...plan.issues, ...settings.issues].sort(byRowNumber);
    if (issues.length > 0) throw rejectedFor(issues);
    const locations = await findNewLocations(executor, plan, state.regionCodes, signal);
    if (!preview && locations.length > 0 && !options.createLocations) throw unconfirmedLocations(locations);
    return { plan, settings, locations, settingsChanges: await settingsChangeLines(executor, settings) };
  };
  if (preview) {
    const { plan, settings, locations, settingsChanges } = await planned(db);
    return summaryOf(plan, { ...settings, changes: settingsChanges }, checked, locations, options);
  }

  return db.transaction(async (tx) => {
    const { plan, settings, locations, settingsChanges } = await planned(tx);
    const summary = summaryOf(plan, { ...settings, changes: settingsChanges }, checked, locations, options);
    const { effects: _effects, newLocations: _newLocations, notes: _notes, settingsChanges: _settingsChanges, ...counts } = summary;
    // The import's entry first: each price written is recorded under it (its History names the file).
    const importId = await recordAudit(tx, {
      user,
      action: 'import',
      entity: 'route_pricing',
      after: { ...counts, file: options.file, newLocations: locations.slice(0, 200).map((l) => l.value) },
      at,
    });
    const changedBefore = await destinationsBefore(tx, plan);
    const created = await writeImportPlan(tx, plan, { at, signal, importId });
    await recordPlacesImported(tx, { user, at, file: options.file }, created, changedBefore);
    await writeSettingsPlan(tx, user, settings);
    return summary;
  });
}
