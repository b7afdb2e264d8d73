import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/*
 * A list's search, filters, sort and page live in its address (`/admin/destinations?q=perth&active=false&
 * sort=name&page=3&region=WA`), so Back/Forward, a reload and a shared link keep them. Each list names its
 * parameters and their defaults; a default is left out of the address, and a value the list does not know
 * (a hand-edited link) reads as the default. The region and app context are the shell's (use-admin-address).
 */

export interface ListField {
  /** The value when the address has none (and is then left out of it). */
  fallback: string;
  /** Which values the list knows; anything else reads as `fallback`. Any value without it. */
  valid?(value: string): boolean;
}
export type ListFields = Record<string, ListField>;
/** The list's parameters as text, and its page (1 for the first). */
export type ListState<F extends ListFields> = { [K in keyof F]: string } & { page: number };

export const oneOf =
  (...values: readonly string[]) =>
  (value: string) =>
    values.includes(value);
/** A calendar day as the audit filters write it (YYYY-MM-DD). */
export const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

const PAGE = 'page';

/** The list's state read from an address's query (the other parameters are ignored). */
export function parseListState<F extends ListFields>(search: URLSearchParams, fields: F): ListState<F> {
  const state: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = search.get(name);
    state[name] = value !== null && value !== '' && (field.valid?.(value) ?? true) ? value : field.fallback;
  }
  const page = Number(search.get(PAGE));
  state[PAGE] = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return state as ListState<F>;
}

/** The address's query with the list's state written in: defaults left out, other parameters (region, context) kept. */
export function serializeListState<F extends ListFields>(base: URLSearchParams, state: ListState<F>, fields: F): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [name, field] of Object.entries(fields)) {
    const value = String(state[name] ?? '');
    if (value === '' || value === field.fallback) next.delete(name);
    else next.set(name, value);
  }
  if (state.page > 1) next.set(PAGE, String(state.page));
  else next.delete(PAGE);
  return next;
}

export interface ListAddress<F extends ListFields> {
  state: ListState<F>;
  /** Index of the page's first row. */
  offset: number;
  /** A filter or the order changed: a new history entry, back at the first page. */
  set(patch: Partial<{ [K in keyof F]: string }>): void;
  /** The search as typed settles: replaces the entry (Back does not step through every key), first page. */
  setQuery(q: string): void;
  /** Another page: a new history entry, so Back returns to the page before. */
  setOffset(offset: number): void;
}

/** One list's state in the address; `pageSize` turns its page into an offset and back. */
export function useListAddress<F extends ListFields>(fields: F, pageSize: number): ListAddress<F> {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseListState(new URLSearchParams(location.search), fields);

  const write = (next: ListState<F>, replace: boolean) => {
    const search = serializeListState(new URLSearchParams(location.search), next, fields).toString();
    if (`?${search}` === location.search || (search === '' && location.search === '')) return;
    // Replacing keeps the entry's state (an item opened from the list still closes with Back).
    navigate({ pathname: location.pathname, search }, replace ? { replace, state: location.state } : {});
  };

  return {
    state,
    offset: (state.page - 1) * pageSize,
    set: (patch) => write({ ...state, ...patch, page: 1 }, false),
    setQuery: (q) => write({ ...state, q, page: 1 }, true),
    setOffset: (offset) => write({ ...state, page: Math.floor(offset / pageSize) + 1 }, false),
  };
}

/**
 * The search box's text: what staff type shows at once, and settles into the address after a pause
 * (`write`); when the address changes otherwise (Back, a link), the box shows its search again.
 */
export function useSearchText(q: string, write: (q: string) => void): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(q);
  const settled = useDebouncedValue(typed.trim());
  const written = useRef(q);
  const writeRef = useRef(write);
  writeRef.current = write;
  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    writeRef.current(settled);
  }, [settled]);
  useEffect(() => {
    if (q === written.current) return;
    written.current = q;
    setTyped(q);
  }, [q]);
  return [typed, useCallback((next: string) => setTyped(next), [])];
}
