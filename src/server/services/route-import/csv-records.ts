/**
 * Just enough of SheetJS's CSV reader (dsv_to_sheet_str in @e965/xlsx) to find where a record ends, so the
 * reader can tell "the file stops here" from "SheetJS stopped here because of sheetRows" without parsing the
 * rest. A CSV has no declared range to ask, unlike .xlsx and .xls.
 */

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
/** SheetJS's candidates and their tie-break weights (comma, tab, semicolon, pipe). */
const SEPARATOR_WEIGHTS = new Map([
  [0x2c, 3],
  [0x09, 2],
  [0x3b, 1],
  [0x7c, 0],
]);

/** Where the body starts after a `sep=X` line ended by CR, LF or CRLF; 0 when the text has no such line. */
export function sepLineLength(text: string): number {
  if (!text.startsWith('sep=')) return 0;
  const first = text.charCodeAt(5);
  if (first === CR && text.charCodeAt(6) === LF) return 7;
  return first === CR || first === LF ? 6 : 0;
}

/** How often each candidate separator occurs outside quotes in the first 1024 characters. */
export function separatorCounts(text: string): Map<number, number> {
  const counts = new Map<number, number>();
  let quoted = false;
  for (let i = 0; i < Math.min(text.length, 1024); i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) quoted = !quoted;
    else if (!quoted && SEPARATOR_WEIGHTS.has(code)) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

/** The most frequent candidate, ties going to the heavier one; a comma when none occurs. */
export function likeliestSeparator(counts: ReadonlyMap<number, number>): number {
  let best = 0x2c;
  let bestCount = 0;
  for (const [code, count] of counts) {
    if (count > bestCount || (count === bestCount && SEPARATOR_WEIGHTS.get(code)! > SEPARATOR_WEIGHTS.get(best)!)) {
      best = code;
      bestCount = count;
    }
  }
  return best;
}

/** The separator SheetJS would guess: a `sep=X` first line, else the most frequent candidate outside quotes in the first 1024 characters. */
export function csvSeparator(text: string): { separator: string; body: string } {
  const lineEnd = sepLineLength(text);
  if (lineEnd > 0) return { separator: text.charAt(4), body: text.slice(lineEnd) };
  return { separator: String.fromCharCode(likeliestSeparator(separatorCounts(text))), body: text };
}

/**
 * Whether anything but blank fields follows the first `records` records (quoted line breaks stay inside
 * their record, as SheetJS reads them: a quote opens only at the start of a field).
 */
export function csvHasTextAfterRecords(body: string, separator: string, records: number): boolean {
  const separatorCode = separator.charCodeAt(0);
  let seen = 0;
  let quoted = false;
  let fieldStartsQuoted = body.charCodeAt(0) === QUOTE;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    if (code === QUOTE) {
      if (fieldStartsQuoted) quoted = !quoted;
      continue;
    }
    if (quoted || (code !== separatorCode && code !== CR && code !== LF)) continue;
    if (code === CR && body.charCodeAt(i + 1) === LF) i++;
    fieldStartsQuoted = body.charCodeAt(i + 1) === QUOTE;
    if (code === separatorCode) continue;
    seen++;
    if (seen === records) return /[^\s"]/.test(body.slice(i + 1).replaceAll(separator, ''));
  }
  return false;
}
