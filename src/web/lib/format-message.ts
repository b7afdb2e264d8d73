/**
 * A message with its {{placeholders}} filled in, for the pages that ship without i18next (the light widget,
 * the quote page); an unknown placeholder stays visible rather than vanishing.
 */
export function formatMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
