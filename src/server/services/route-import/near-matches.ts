/**
 * Which existing locations a new slug may be a typo of. This product's own rule (no string-distance
 * library is a dependency): a slug is "close" to an existing one when
 *  - one is the other plus more dash-separated words ('perth' / 'perth-airport', 'rottnest-island-ytri' / 'rottnest-island'),
 *  - or they are one edit apart: a letter added, dropped or changed, or two neighbouring letters swapped
 *    (Damerau-Levenshtein distance 1, optimal string alignment),
 *  - or the new name is the name of an existing location ('Perth Airport (YPPH)' twice).
 */

export interface KnownLocation {
  value: string;
  name: string;
}

export interface NearMatch {
  value: string;
  name: string;
  why: string;
}

/** Suggestions per new slug, most likely first. */
const MAX_SUGGESTIONS = 3;

/** Optimal string alignment distance, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** The slug and every slug one letter shorter: two slugs one edit apart share one of these (a symmetric-delete index). */
const withOneDeleted = (slug: string) => {
  const variants = new Set([slug]);
  for (let i = 0; i < slug.length; i++) variants.add(slug.slice(0, i) + slug.slice(i + 1));
  return variants;
};
/** Candidates checked per new slug: a bound for pathological sets of near-identical slugs. */
const MAX_CANDIDATES = 200;
/** 'a-b-c' -> ['a', 'a-b'] */
const shorterPrefixes = (slug: string) => slug.split('-').slice(0, -1).map((_, i, words) => words.slice(0, i + 1).join('-'));
const push = <K>(map: Map<K, KnownLocation[]>, key: K, entry: KnownLocation) => {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
};
const normalName = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');

/** An index of the existing locations of one kind, built once per import. */
export class NearMatchIndex {
  private readonly byValue = new Map<string, KnownLocation>();
  private readonly byPrefix = new Map<string, KnownLocation[]>();
  private readonly byDeletion = new Map<string, KnownLocation[]>();
  private readonly byName = new Map<string, KnownLocation>();

  constructor(known: readonly KnownLocation[]) {
    for (const location of known) {
      const value = location.value.toLowerCase();
      const entry = { value: location.value, name: location.name };
      this.byValue.set(value, entry);
      for (const prefix of shorterPrefixes(value)) push(this.byPrefix, prefix, entry);
      for (const variant of withOneDeleted(value)) push(this.byDeletion, variant, entry);
      if (!this.byName.has(normalName(location.name))) this.byName.set(normalName(location.name), entry);
    }
  }

  /** Existing locations the new `value` (named `name`) is close to; none when it is far from all of them. */
  matches(value: string, name: string): NearMatch[] {
    const found = new Map<string, NearMatch>();
    const add = (location: KnownLocation, why: string) => {
      if (!found.has(location.value) && location.value.toLowerCase() !== value) found.set(location.value, { ...location, why });
    };
    const sameName = this.byName.get(normalName(name));
    if (sameName) add(sameName, `an existing location is already named '${sameName.name}'`);
    for (const longer of this.byPrefix.get(value) ?? []) add(longer, `'${longer.value}' starts with '${value}'`);
    for (const prefix of shorterPrefixes(value)) {
      const shorter = this.byValue.get(prefix);
      if (shorter) add(shorter, `'${value}' starts with '${shorter.value}'`);
    }
    const candidates = new Set<KnownLocation>();
    for (const variant of withOneDeleted(value)) {
      for (const candidate of this.byDeletion.get(variant) ?? []) if (candidates.size < MAX_CANDIDATES) candidates.add(candidate);
    }
    for (const candidate of candidates) if (editDistance(value, candidate.value.toLowerCase(), 1) === 1) add(candidate, 'one letter apart');
    return [...found.values()].slice(0, MAX_SUGGESTIONS);
  }
}
