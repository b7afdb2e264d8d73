import { Plus, Trash2, Undo2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TRIP_LEGS, type SharedLeg } from '../../../../domain/trip-params';
import { localIsoDate } from '../../../../domain/visitor-dates';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import type { LocationOption } from '../components/location-selects';
import type { TripPriceState } from '../hooks/use-trip';
import { addLeg, changeLeg, removeLeg, WAIT_CHOICES } from './trip-legs';
import { useTripPrice, type TripPricing } from './use-trip-price';

export interface TripEditorProps {
  legs: readonly SharedLeg[];
  /** Every place of the region the page loaded (departures and destinations), named in the visitor's language. */
  places: readonly LocationOption[];
  /** The visitor just made the trip: their focus goes to its new leg. */
  focusNewLeg: boolean;
  onChange(legs: readonly SharedLeg[]): void;
  /** What the trip is priced for besides its legs: the region, aircraft, party and language. */
  pricing: TripPricing;
  /** The trip's price as it comes, for the estimate card (null once the editor is gone). */
  onPrice(state: TripPriceState | null): void;
}

/** A wait in the visitor's words: none, minutes, hours, or both. */
function useWaitLabel() {
  const { t } = useTranslation('trip');
  return (minutes: number) => {
    if (minutes === 0) return t('waitNone');
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('waitMinutes', { count: rest });
    return rest === 0 ? t('waitHours', { count: hours }) : t('waitHoursMinutes', { hours, minutes: rest });
  };
}

interface LegFieldsProps {
  leg: SharedLeg;
  index: number;
  places: readonly LocationOption[];
  removable: boolean;
  fromRef(element: HTMLSelectElement | null): void;
  onChange(patch: Partial<SharedLeg>): void;
  onRemove(): void;
}

/** One leg: a fieldset named by its number, its places, day and the wait after it, and Remove. */
function LegFields({ leg, index, places, removable, fromRef, onChange, onRemove }: LegFieldsProps) {
  const { t } = useTranslation('trip');
  const waitLabel = useWaitLabel();
  const id = useId();
  const number = index + 1;
  const placeSelect = (field: 'from' | 'to', ref?: (element: HTMLSelectElement | null) => void) => (
    <NativeSelect id={`${id}-${field}`} ref={ref} value={leg[field]} onChange={(event) => onChange({ [field]: event.target.value })}>
      {places.map((place) => (
        <option key={place.value} value={place.value}>
          {place.label}
        </option>
      ))}
    </NativeSelect>
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2" data-testid="trip-leg">
      <legend className="px-1 text-sm font-semibold">{t('leg', { number })}</legend>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-from`}>{t('from')}</Label>
        {placeSelect('from', fromRef)}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-to`}>{t('to')}</Label>
        {placeSelect('to')}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-date`}>{t('date')}</Label>
        <Input id={`${id}-date`} type="date" min={localIsoDate()} value={leg.date} required onChange={(event) => event.target.value && onChange({ date: event.target.value })} />
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-wait`}>{t('wait')}</Label>
        <NativeSelect id={`${id}-wait`} value={String(leg.waitMinutes)} onChange={(event) => onChange({ waitMinutes: Number(event.target.value) })}>
          {WAIT_CHOICES.map((minutes) => (
            <option key={minutes} value={minutes}>
              {waitLabel(minutes)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {removable && (
        <Button variant="ghost" size="sm" className="justify-self-start text-destructive sm:col-span-2" onClick={onRemove}>
          <Trash2 aria-hidden />
          {t('remove', { number })}
        </Button>
      )}
    </fieldset>
  );
}

/**
 * The visitor's trip of several legs (docs/product.md §2, decision 0070): one fieldset per leg, "Add a leg"
 * up to MAX_TRIP_LEGS, Remove, and "Single flight" back to the first leg alone; it asks the trip's price too.
 * Loaded only once a trip is made, so the page's first load does not carry it.
 */
export default function TripEditor({ legs, places, focusNewLeg, onChange, pricing, onPrice }: TripEditorProps) {
  const { t } = useTranslation('trip');
  useTripPrice(legs, pricing, onPrice);
  const headingId = useId();
  const fromFields = useRef<(HTMLSelectElement | null)[]>([]);
  // The leg whose first field takes the focus once it is drawn: the new leg, or the one before a removed leg.
  const focusLeg = useRef<number | null>(focusNewLeg ? legs.length - 1 : null);

  useEffect(() => {
    if (focusLeg.current === null) return;
    fromFields.current[focusLeg.current]?.focus();
    focusLeg.current = null;
  }, [legs.length]);

  const full = legs.length >= MAX_TRIP_LEGS;
  const add = () => {
    focusLeg.current = legs.length;
    onChange(addLeg(legs));
  };
  const remove = (index: number) => {
    focusLeg.current = Math.max(0, index - 1);
    onChange(removeLeg(legs, index));
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="trip-editor">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('hint')}</p>
      <ol className="flex flex-col gap-3">
        {legs.map((leg, index) => (
          <li key={index}>
            <LegFields
              leg={leg}
              index={index}
              places={places}
              removable
              fromRef={(element) => {
                fromFields.current[index] = element;
              }}
              onChange={(patch) => onChange(changeLeg(legs, index, patch))}
              onRemove={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={add} disabled={full} aria-describedby={full ? `${headingId}-full` : undefined}>
          <Plus aria-hidden />
          {t('trip.addLeg', { ns: 'booking' })}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onChange(legs.slice(0, 1))}>
          <Undo2 aria-hidden />
          {t('single')}
        </Button>
      </div>
      {full && (
        <p id={`${headingId}-full`} className="text-sm text-muted-foreground">
          {t('full', { count: MAX_TRIP_LEGS })}
        </p>
      )}
    </section>
  );
}
