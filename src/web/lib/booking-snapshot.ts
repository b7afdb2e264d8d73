import type { Party } from '../../domain/party';
import type { PriceBreakdown } from '../../domain/price-breakdown';
import type { SharedLeg } from '../../domain/trip-params';

/**
 * What the flights tab has chosen and quoted, handed by the page to the features around it (share,
 * WeChat link, inquiry) so that features never import each other.
 */
export interface BookingSnapshot {
  regionId: number | undefined;
  regionCode: string | undefined;
  appContext: 'main' | 'twin';
  departure: { id: number; value: string; name: string } | undefined;
  destination: { id: number; value: string; name: string } | undefined;
  flightType: string;
  aircraftType: string;
  /** A number (A$ total), a text such as NOT AVAILABLE, or null while there is none. */
  estimate: number | string | null;
  breakdown: PriceBreakdown | null;
  bookingUrl: string | null;
  isCustomRoute: boolean;
  /** The experience the visitor is booking (its title and price in the visitor's language): its price is the estimate then. */
  experience?: { id: number; title: string; price: string | null };
  /** The flight's day the estimate is priced for (YYYY-MM-DD); absent for today's price. */
  date?: string;
  /** Who flies ("Who's flying?"); absent until the page states it. */
  party?: Party;
  /** A trip of several legs (decision 0070): the estimate is the whole trip's, departure and destination its first leg's. */
  legs?: readonly SharedLeg[];
  /** A trip's places in flying order, in the visitor's language: its first departure, then where each leg lands. */
  stops?: readonly string[];
}
