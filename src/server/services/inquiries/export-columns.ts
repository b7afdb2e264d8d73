import type { InquiryNames } from '../../../domain/api/admin/inquiries';
import { aircraftName, appContextLabel, estimateText, flightTypeLabel, languageLabel } from '../../../domain/inquiry-labels';
import type { BookingRow, WechatRow } from '../admin-lists/inquiry-lists';
import type { KeptText } from './csv';
import { phoneText } from './phone-text';

/** A cell of the export: text, a number, empty, or text a spreadsheet must keep exactly (a phone number). */
export type ExportCell = string | number | null | KeptText;

/** What a row is written from: the stored inquiry, the names of its places, and who it is assigned to. */
export interface ExportContext<R> {
  row: R;
  names: InquiryNames;
  assignee: string | null;
}
export interface ExportColumn<R> {
  header: string;
  cell(context: ExportContext<R>): ExportCell;
}

/** The columns both kinds share, read the same way. */
type Shared = Pick<BookingRow, 'reference' | 'createdAt' | 'status' | 'followUpOn' | 'flightType' | 'aircraftType' | 'estimate' | 'language' | 'partner' | 'notes'>;

/** 2026-11-26 14:03: a moment a spreadsheet reads as a date and time (the header says UTC). */
const utcMinute = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');
const text = (value: string | null | undefined) => value ?? null;
const joined = (items: string[]) => (items.length > 0 ? items.join(', ') : null);

const head = <R extends Shared>(): ExportColumn<R>[] => [
  { header: 'Reference', cell: ({ row }) => row.reference },
  { header: 'Received (UTC)', cell: ({ row }) => utcMinute(row.createdAt) },
  { header: 'Status', cell: ({ row }) => row.status },
  { header: 'Assigned to', cell: ({ assignee }) => assignee },
  { header: 'Follow up on', cell: ({ row }) => text(row.followUpOn) },
];
const trip = <R extends Shared>(): ExportColumn<R>[] => [
  { header: 'Region', cell: ({ names }) => names.region },
  { header: 'Departure', cell: ({ names }) => names.departure },
  { header: 'Destination', cell: ({ names }) => names.destination },
  { header: 'Flight type', cell: ({ row }) => text(flightTypeLabel(row.flightType)) },
  { header: 'Aircraft', cell: ({ row }) => text(aircraftName(row.aircraftType)) },
];
const tail = <R extends Shared>(): ExportColumn<R>[] => [
  { header: 'Estimate', cell: ({ row }) => text(estimateText(row.estimate)) },
  { header: 'Language', cell: ({ row }) => languageLabel(row.language) },
  { header: 'Partner', cell: ({ row }) => row.partner },
  { header: 'Latest note', cell: ({ row }) => row.notes },
];

/** The booking requests' export: people's words and names, no ids, slugs or bookkeeping. */
export const BOOKING_COLUMNS: ExportColumn<BookingRow>[] = [
  ...head<BookingRow>(),
  { header: 'Name', cell: ({ row }) => row.contactName },
  { header: 'E-mail', cell: ({ row }) => row.contactEmail },
  { header: 'Phone', cell: ({ row }) => (row.contactPhone ? { keptAsText: phoneText(row.contactPhone) } : null) },
  ...trip<BookingRow>(),
  { header: 'Date', cell: ({ row }) => text(row.date) },
  { header: 'Passengers', cell: ({ row }) => row.passengers },
  { header: 'Children (under 12)', cell: ({ row }) => row.children },
  { header: 'Passenger weight (kg)', cell: ({ row }) => row.passengerWeightKg },
  { header: 'Baggage weight (kg)', cell: ({ row }) => row.baggageKg },
  { header: 'Custom route', cell: ({ row }) => (row.isCustomRoute ? 'Yes' : 'No') },
  { header: 'Firm quote asked', cell: ({ row }) => (row.wantsQuote ? 'Yes' : 'No') },
  { header: 'Special requests', cell: ({ row }) => row.specialRequests },
  { header: 'Experiences', cell: ({ names }) => joined(names.addOns.experiences) },
  { header: 'Pilot training', cell: ({ names }) => joined(names.addOns.pilotTraining) },
  { header: 'Connecting services', cell: ({ names }) => joined(names.addOns.connectingServices) },
  { header: 'Site', cell: ({ row }) => appContextLabel(row.appContext) },
  ...tail<BookingRow>(),
];

/** The WeChat requests' export, in the same words. */
export const WECHAT_COLUMNS: ExportColumn<WechatRow>[] = [
  ...head<WechatRow>(),
  { header: 'Name', cell: ({ row }) => row.customerName },
  { header: 'E-mail', cell: ({ row }) => row.customerEmail },
  ...trip<WechatRow>(),
  { header: 'Departure date', cell: ({ row }) => row.departureDate },
  { header: 'Return date', cell: ({ row }) => text(row.returnDate) },
  { header: 'Passengers over 12', cell: ({ row }) => row.passengersOver12 },
  { header: 'Passengers under 12', cell: ({ row }) => row.passengersUnder12 },
  { header: 'Passenger weight (kg)', cell: ({ row }) => Number(row.totalPassengerWeight) },
  { header: 'Baggage weight (kg)', cell: ({ row }) => Number(row.totalBagWeight) },
  { header: 'Flight time', cell: ({ row }) => row.flightTime },
  { header: 'Distance', cell: ({ row }) => row.distance },
  ...tail<WechatRow>(),
];
