import { PlaneLanding, PlaneTakeoff, RefreshCw } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Skeleton } from '../../../components/ui/skeleton';

export interface LocationOption {
  value: string;
  label: string;
}

interface LocationSelectsProps {
  status: 'loading' | 'error' | 'ready';
  departures: LocationOption[];
  destinations: LocationOption[];
  departure: string | undefined;
  destination: string | undefined;
  /** Scenic and pilot training return to the departure: the destination is fixed. */
  destinationLocked: boolean;
  onDeparture(value: string): void;
  onDestination(value: string): void;
}

function Field({ id, label, icon, children }: { id: string; label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id} className="flex items-center gap-1.5">
        {icon}
        {label}
      </Label>
      {children}
    </div>
  );
}

/** Departure Location and Destination (docs/product.md §2), with the load-error and empty states of docs/product.md §8. */
export function LocationSelects(props: LocationSelectsProps) {
  const { t } = useTranslation('booking');
  const departureId = useId();
  const destinationId = useId();

  if (props.status === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
        <p className="font-semibold text-destructive">{t('locations.errorTitle')}</p>
        <p className="text-sm text-muted-foreground">{t('locations.errorHint')}</p>
        <Button variant="outline" size="sm" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden />
          {t('refreshPage')}
        </Button>
      </div>
    );
  }

  const select = (
    id: string,
    options: LocationOption[],
    value: string | undefined,
    onChange: (value: string) => void,
    disabled = false,
  ) =>
    props.status === 'loading' ? (
      <Skeleton className="h-11 w-full" />
    ) : (
      <NativeSelect id={id} value={options.length ? (value ?? '') : ''} disabled={disabled || options.length === 0} onChange={(event) => onChange(event.target.value)}>
        {options.length === 0 && <option value="">{t('locations.noOptions')}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={departureId} label={t('locations.departure')} icon={<PlaneTakeoff className="size-4 text-primary" aria-hidden />}>
        {select(departureId, props.departures, props.departure, props.onDeparture)}
      </Field>
      <Field id={destinationId} label={t('locations.destination')} icon={<PlaneLanding className="size-4 text-primary" aria-hidden />}>
        {select(destinationId, props.destinations, props.destination, props.onDestination, props.destinationLocked)}
        {props.destinationLocked && <p className="text-xs text-muted-foreground">{t('locations.returnsToDeparture')}</p>}
      </Field>
    </div>
  );
}
