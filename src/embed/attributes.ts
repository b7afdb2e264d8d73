/** A tag's data attributes as `script.dataset` gives them (data-flight-type is `flightType`). */
export type DataAttributes = Partial<Record<string, string>>;

/** Where the loader tells the partner's developer about an attribute it could not use. */
export type Warn = (message: string) => void;

/**
 * Reads one attribute with `read`. A value given but unusable is dropped with a warning that names it and
 * says what the widget does instead (`%s` in the message stands for the value); an absent one is silent.
 */
export function checked<T>(value: string | undefined, read: (value: string) => T | undefined, warn: Warn, message: string): T | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const result = read(value);
  if (result === undefined) warn(`Charter flight embed: ${message.replace('%s', JSON.stringify(value))}`);
  return result;
}
