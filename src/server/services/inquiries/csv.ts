import { csvKeptAsText, neutraliseFormula } from '../spreadsheet-cells';

/** A cell a spreadsheet must keep as text exactly (a phone number): see `csvKeptAsText`. */
export interface KeptText {
  keptAsText: string;
}
const isKeptText = (value: unknown): value is KeptText => typeof value === 'object' && value !== null && 'keptAsText' in value;

function cellText(value: unknown): string {
  if (isKeptText(value)) return csvKeptAsText(value.keptAsText);
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return neutraliseFormula(value.toISOString());
  return neutraliseFormula(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

/**
 * RFC 4180 CSV for spreadsheets: quoted when needed, CRLF lines, a UTF-8 BOM so Excel reads accents and
 * Chinese right, and cells that a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with '.
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  const cell = (value: unknown) => {
    const text = cellText(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
