/**
 * A visitor's phone number as people read it, grouped the Australian way when it is an Australian number
 * ('0412 345 678', '+61 412 345 678', '08 9417 0000'); any other number keeps its digits as typed, with
 * spaces tidied. The leading + and zeros always stay: the export writes it as text (spreadsheet-cells.ts).
 */
export function phoneText(typed: string | null): string {
  const text = (typed ?? '').trim().replace(/\s+/g, ' ');
  const digits = text.replace(/[^\d+]/g, '');
  const national = /^0[2-478]\d{8}$/.test(digits) ? digits.slice(1) : /^\+61[2-478]\d{8}$/.test(digits) ? digits.slice(3) : undefined;
  if (national === undefined) return text;
  const grouped = national.startsWith('4') ? `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}` : `${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`;
  return digits.startsWith('+') ? `+61 ${grouped}` : `0${grouped}`;
}
