import { Camera, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The scenic or pilot-training info panel: both fly from and back to the departure. */
export function FlightInfoPanel({ flightType, departureName }: { flightType: string; departureName: string | undefined }) {
  const { t } = useTranslation('booking');
  if (flightType !== 'scenic' && flightType !== 'pilot-training') return null;
  const scenic = flightType === 'scenic';
  const Icon = scenic ? Camera : GraduationCap;
  return (
    // A note within the booking form, not a landmark of its own (a complementary landmark belongs at the top level).
    <div role="note" className="flex gap-3 rounded-lg border border-primary/30 bg-secondary/50 p-4" data-testid={`${flightType}-info`}>
      <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      <div className="flex flex-col gap-1 text-sm">
        <p className="font-semibold">{t(scenic ? 'info.scenicTitle' : 'info.trainingTitle')}</p>
        <p className="text-muted-foreground">{t(scenic ? 'info.scenicBody' : 'info.trainingBody', { departure: departureName ?? '' })}</p>
      </div>
    </div>
  );
}
