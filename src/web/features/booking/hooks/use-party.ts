import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { partyFromParams, writePartyParams } from '../../../../domain/party-rules';
import type { Party } from '../../../../domain/party';

/**
 * Who flies, as the address bar keeps it (a shared link carries it), written with replace navigation on
 * the address as it is now, like the rest of the booking choice.
 */
export function useParty() {
  const [params, setParams] = useSearchParams();
  const party = useMemo(() => partyFromParams(params), [params]);
  const setParty = useCallback(
    (next: Party) => {
      const latest = new URLSearchParams(window.location.search);
      const updated = new URLSearchParams(latest);
      writePartyParams(updated, next);
      if (updated.toString() !== latest.toString()) setParams(updated, { replace: true });
    },
    [setParams],
  );
  return { party, setParty };
}
