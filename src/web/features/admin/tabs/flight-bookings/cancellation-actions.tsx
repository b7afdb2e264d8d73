import { useMutation } from '@tanstack/react-query';
import type { BookingDetail } from '../../../../../domain/api/admin/bookings';
import { formatAud } from '../../../../../domain/money';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { confirmFlightCancellation, weatherCancelFlight } from '../../api/flight-bookings';
import { useCan } from '../../access/role-access';
import { plainFailure } from '../../no-lost-work/field-errors';

const FLYING: readonly BookingDetail['status'][] = ['accepted', 'deposit_paid', 'paid'];

/**
 * A visitor's cancellation to confirm (the refund the bands gave, through the provider; an owner's, as refunds
 * are) and a flight to cancel for weather (docs/product.md §11.5).
 */
export function CancellationActions({ booking, done }: { booking: BookingDetail; done(message: string): Promise<unknown> }) {
  const canRefund = useCan('settings');
  const confirm = useMutation({ mutationFn: () => confirmFlightCancellation(booking.id), onSuccess: () => done('Cancellation confirmed') });
  const weather = useMutation({ mutationFn: () => weatherCancelFlight(booking.id), onSuccess: () => done('Cancelled for weather: the visitor is e-mailed to choose') });
  const waiting = booking.status === 'cancelled' && booking.cancellation ? booking.cancellation.waitingCents : null;
  const error = confirm.error ?? weather.error;
  if (waiting === null && !FLYING.includes(booking.status)) return null;
  return (
    <Card className="grid gap-2 p-4 text-sm" data-testid="cancellation-actions">
      {booking.cancellation && (
        <p>
          The visitor cancelled {booking.cancellation.hoursBefore} hours ahead: the bands give {formatAud(booking.cancellation.refundCents)} back (fee {formatAud(booking.cancellation.feeCents)}).
        </p>
      )}
      {waiting !== null && canRefund && (
        <Button className="justify-self-start" disabled={confirm.isPending} onClick={() => confirm.mutate()} data-testid="confirm-cancellation">
          {waiting > 0 ? `Confirm refund of ${formatAud(waiting)}` : 'Close with no refund'}
        </Button>
      )}
      {FLYING.includes(booking.status) && (
        <Button variant="outline" className="justify-self-start" disabled={weather.isPending} onClick={() => weather.mutate()} data-testid="weather-cancel">
          Cancel for weather
        </Button>
      )}
      {error && (
        <p role="alert" className="font-semibold text-destructive">
          {plainFailure(error)}
        </p>
      )}
    </Card>
  );
}
