import type { InquiryUpdate } from '../../../../domain/api/admin/inquiry-updates';
import { adminRequest } from './admin-request';
import { listPage } from './list-page';

export type InquiryKind = 'booking' | 'wechat';
export type Inquiry = Record<string, unknown> & { id: number; status: string; notes: string | null; createdAt: string };

const PATHS: Record<InquiryKind, string> = { booking: 'booking-requests', wechat: 'wechat-requests' };

/** One page of the inbox: GET /api/admin/{kind}-requests?q&status&limit&offset → { items, total }, newest first. */
export const listInquiryPage = (kind: InquiryKind, params: { q?: string | undefined; status?: string | undefined; offset: number }) =>
  listPage<Inquiry>(`/api/admin/${PATHS[kind]}`, { ...params, sort: '-createdAt' });

/** PATCH status and/or notes. */
export const updateInquiry = (kind: InquiryKind, id: number, body: Partial<Record<keyof InquiryUpdate, unknown>>) =>
  adminRequest<{ id: number; status: string; notes: string | null }>(`/api/admin/${PATHS[kind]}/${id}`, { method: 'PATCH', body });

export const inquiriesCsvUrl = (kind: InquiryKind) => `/api/admin/inquiries.csv?kind=${kind}`;
