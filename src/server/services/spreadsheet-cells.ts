/**
 * Text that a spreadsheet would run as a formula when the file is opened (OWASP "CSV injection"): a cell
 * that starts with = + - @, a tab or a carriage return. Every file the server writes for staff to open
 * (the inquiries CSV, the route pricing CSV and XLSX) passes its cells through `neutraliseFormula`, which
 * puts a ' in front, so Excel, LibreOffice and Google Sheets show the text instead of evaluating it.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A ' before the text when a spreadsheet would take it for a formula; any other text unchanged. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * The inverse, for files we read back (route import): removes the one ' that `neutraliseFormula` added,
 * so an exported file imports as the text it was made from. A ' before anything else stays.
 */
export function restoreNeutralised(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

/** Text made of digits, spaces and a leading + only: nothing in it can run in a formula. */
const PLAIN_NUMBER_TEXT = /^\+?[\d ]+$/;

/**
 * A CSV cell a spreadsheet keeps as text (a phone number's leading + and zeros): ="0412 345 678", which
 * Excel, LibreOffice and Google Sheets show as the text inside. Only for digits, spaces and a leading +;
 * anything else goes through `neutraliseFormula` like every other cell. (An .xlsx types its cells as text
 * instead and needs none of this.)
 */
export function csvKeptAsText(text: string): string {
  return PLAIN_NUMBER_TEXT.test(text) ? `="${text}"` : neutraliseFormula(text);
}
