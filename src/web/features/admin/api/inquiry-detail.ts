import type { BookingRequestDetail, WechatRequestDetail } from '../../../../domain/api/admin/inquiries';
import { apiRequest } from '../../../lib/api-client';
import type { InquiryKind } from './inquiries';

export type InquiryDetailOf<K extends InquiryKind> = K extends 'booking' ? BookingRequestDetail : WechatRequestDetail;
export type AnyInquiryDetail = { kind: 'booking'; detail: BookingRequestDetail } | { kind: 'wechat'; detail: WechatRequestDetail };

const PATHS: Record<InquiryKind, string> = { booking: 'booking-requests', wechat: 'wechat-requests' };

/** GET /api/admin/{booking|wechat}-requests/:id: one inquiry with the names of its places and add-ons. */
export async function getInquiryDetail(kind: InquiryKind, id: number): Promise<AnyInquiryDetail> {
  const path = `/api/admin/${PATHS[kind]}/${id}`;
  return kind === 'booking' ? { kind, detail: await apiRequest<BookingRequestDetail>(path) } : { kind, detail: await apiRequest<WechatRequestDetail>(path) };
}
