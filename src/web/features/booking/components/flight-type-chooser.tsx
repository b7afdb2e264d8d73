import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FLIGHT_TYPES } from '../../../../domain/flight-types';
import { isFlightTypeSelectable } from '../../../../domain/selection';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';
import { cn } from '../../../lib/cn';

/** The flight-type radio list (SPEC §2); a type the departure does not offer is disabled with a note. */
export function FlightTypeChooser({ value, available, onChange }: { value: string; available: string[] | undefined; onChange(value: string): void }) {
  const { t } = useTranslation('booking');
  const headingId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend id={headingId} className="mb-2 text-sm font-semibold">
        {t('flightType.label')}
      </legend>
      <RadioGroup value={value} onValueChange={onChange} aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-2">
        {FLIGHT_TYPES.map((type) => {
          const selectable = isFlightTypeSelectable(type, available);
          const id = `${headingId}-${type}`;
          return (
            <label
              key={type}
              htmlFor={id}
              className={cn(
                'flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                value === type && 'border-primary bg-secondary/60',
                !selectable && 'cursor-not-allowed opacity-60',
              )}
            >
              <RadioGroupItem id={id} value={type} disabled={!selectable} className="mt-0.5" />
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{t(`flightType.types.${type}`)}</span>
                <span className="text-xs text-muted-foreground">
                  {selectable ? t(`flightType.hints.${type}`) : t('flightType.notAvailable')}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </fieldset>
  );
}
