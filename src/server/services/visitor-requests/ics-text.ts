/*
 * The few pieces of iCalendar (RFC 5545) a calendar file of one event needs. No well-kept calendar library
 * is a dependency of the product (decision 0056), and one all-day event needs only these rules.
 */

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** YYYY-MM-DD as a DATE value (20261201). */
export const icsDate = (isoDate: string) => isoDate.replaceAll('-', '');

/** The day after YYYY-MM-DD: an all-day event's DTEND is the first day it no longer covers. */
export function dayAfter(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A UTC DATE-TIME (20261126T140500Z). */
export const icsUtc = (at: Date) => at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');

const encoder = new TextEncoder();

/**
 * A content line folded at 75 octets (§3.1): each continuation starts with a space, and a character is
 * never split across two lines (UTF-8 names and places).
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Lines as one iCalendar object: folded, CRLF after each. */
export const icsLines = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';
