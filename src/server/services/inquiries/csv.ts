import { neutraliseFormula } from '../spreadsheet-cells';

/**
 * RFC 4180 CSV for spreadsheets: quoted when needed, CRLF lines, a UTF-8 BOM so Excel reads accents and
 * Chinese right, and cells that a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with '.
 */
export function toCsv(header: string[], rows: unknown[][]): string {
  const cell = (value: unknown) => {
    const text = neutraliseFormula(value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value));
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
