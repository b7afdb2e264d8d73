import { deviceName } from './device-name';

/** Where an account event came from, as its route read it: the client address (request.ip) and user agent. */
export interface RequestOrigin {
  ip: string;
  userAgent?: string | undefined;
}

/**
 * The address and device an account event's audit row records, as a sign-in's does: the device in words
 * ('Chrome on Windows', device-name.ts), never the raw user agent.
 */
export function originFields(origin: RequestOrigin): { ip: string; device: string } {
  return { ip: origin.ip, device: deviceName(origin.userAgent) };
}
