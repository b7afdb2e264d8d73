import { describe, expect, it } from 'vitest';
import type { FeeSheetRow, HomeSheetRow } from './settings-format';
import { validateSettings } from './validate-settings';
import type { RowIssue } from './validate-rows';

const fee = (row: Partial<FeeSheetRow>): FeeSheetRow => ({ region: 'WA', airfield: 'jandakot', airfieldName: '', kind: 'departure', landingFee: '', parkingFee: '', ...row });
const home = (row: Partial<HomeSheetRow>): HomeSheetRow => ({
  region: 'wa',
  aircraftType: '6-passengers',
  homeAirfield: 'jandakot',
  positioningUnit: 'ferry-rate',
  positioningValue: '600',
  freeRadiusKm: '',
  waitingRate: '',
  ...row,
});
const numbered = <R>(rows: R[]) => rows.map((row, i) => ({ rowNumber: i + 2, row }));

describe('validateSettings', () => {
  it('reads fees in cents (blank is none) and a home rule as the panel sends it', () => {
    const issues: RowIssue[] = [];
    const checked = validateSettings(
      { fees: numbered([fee({ landingFee: 'A$1,045.50', parkingFee: '' }), fee({ airfield: 'Rottnest-Island', kind: 'Destination', parkingFee: '20' })]), homes: numbered([home({ waitingRate: '120', freeRadiusKm: '25' })]) },
      issues,
    );
    expect(issues).toEqual([]);
    expect(checked.fees).toEqual([
      { rowNumber: 2, region: 'WA', airfield: 'jandakot', kind: 'departure', landingCents: 104_550, parkingCents: null },
      { rowNumber: 3, region: 'WA', airfield: 'rottnest-island', kind: 'destination', landingCents: null, parkingCents: 2_000 },
    ]);
    expect(checked.homes).toEqual([
      { rowNumber: 2, region: 'WA', aircraftType: '6-passengers', homeAirfield: 'jandakot', unit: 'ferry-rate', value: 600, freeRadiusKm: 25, waitingRate: 120 },
    ]);
  });

  it('refuses each bad cell in words, with its sheet, row and column, and a repeated key with the first row', () => {
    const issues: RowIssue[] = [];
    const checked = validateSettings(
      {
        fees: numbered([fee({ landingFee: '-5' }), fee({ kind: 'hangar' }), fee({ airfield: 'no slug!' }), fee({ landingFee: '1.234' }), fee({})]),
        homes: numbered([home({ aircraftType: 'jumbo' }), home({ positioningUnit: 'miles' }), home({ positioningValue: '' }), home({ freeRadiusKm: '2.5' }), home({ region: '' }), home({}), home({})]),
      },
      issues,
    );
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ['Airfield fees row 2: Landing Fee', "Airfield fees, row 2: '-5': the landing fee cannot be negative"],
      ['Airfield fees row 3: Kind', "Airfield fees, row 3: Kind must be departure or destination, not 'hangar'"],
      ['Airfield fees row 4: Airfield', "Airfield fees, row 4: 'no slug!' is not an airfield value (lower-case letters, digits and dashes)"],
      ['Airfield fees row 5: Landing Fee', "Airfield fees, row 5: '1.234': the landing fee can have at most two decimals (whole cents)"],
      ['Home airfields row 2: Aircraft Type', expect.stringContaining("Home airfields, row 2: 'jumbo' is not an aircraft type")],
      ['Home airfields row 3: Positioning Unit', "Home airfields, row 3: Positioning Unit must be ferry-rate or hourly-percent, not 'miles'"],
      ['Home airfields row 4: Positioning Value', 'Home airfields, row 4: the positioning value is missing'],
      ['Home airfields row 5: Free Radius Km', "Home airfields, row 5: '2.5' is not a whole number of km"],
      ['Home airfields row 6: Region', 'Home airfields, row 6: the row names no region'],
      ['Home airfields row 8: Row', 'Home airfields, row 8: the same region and aircraft is already on row 7'],
    ]);
    expect(checked.fees.map((f) => f.rowNumber)).toEqual([6]);
    expect(checked.homes.map((h) => h.rowNumber)).toEqual([7]);
  });

  it('changes nothing when the workbook has neither sheet', () => {
    const issues: RowIssue[] = [];
    expect(validateSettings({ fees: undefined, homes: undefined }, issues)).toEqual({ fees: [], homes: [] });
    expect(issues).toEqual([]);
  });
});
