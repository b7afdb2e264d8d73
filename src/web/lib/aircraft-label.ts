import { useTranslation } from 'react-i18next';
import { aircraftLabel, currentAircraftId } from '../../domain/aircraft';

/**
 * The one aircraft-name lookup of the web app: `const label = useAircraftLabel(); label('6-passengers')`.
 * Names are translated in the booking namespace (aircraft.types.<type>.label); legacy ids and types without
 * a translation fall back to the catalogue's English name (domain/aircraft).
 */
export function useAircraftLabel(): (type: string) => string {
  const { t } = useTranslation('booking');
  return (type) => {
    const known = currentAircraftId(type);
    return t(`aircraft.types.${known}.label`, { defaultValue: aircraftLabel(known) });
  };
}
