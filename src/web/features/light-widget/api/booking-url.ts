/** Hosts where a non-standard port is part of the address (SPEC §2: kept on localhost and dev hosts). */
const DEV_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|.+\.(local|localhost|test|dev))$/i;

interface Place {
  protocol: string;
  hostname: string;
  port: string;
}

/** The site root that opens the full widget with the chosen ids (SPEC §2). */
export function bookingUrl(place: Place, departureId: number, destinationId: number, popup: boolean): string {
  const port = place.port && DEV_HOST.test(place.hostname) ? `:${place.port}` : '';
  const query = new URLSearchParams({ departureId: String(departureId), destinationId: String(destinationId) });
  if (popup) query.set('popup', 'true');
  return `${place.protocol}//${place.hostname}${port}/?${query.toString()}`;
}
