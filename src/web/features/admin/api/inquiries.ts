import type { InquiryUpdate } from '../../../../domain/api/admin/inquiry-updates';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';

export type InquiryKind = 'booking' | 'wechat';
export type Inquiry = Record<string, unknown> & { id: number; status: string; notes: string | null; createdAt: string };

const PATHS: Record<InquiryKind, string> = { booking: 'booking-requests', wechat: 'wechat-requests' };

/** GET /api/admin/{booking|wechat}-requests?status: newest first. */
export const listInquiries = (kind: InquiryKind, status: string | undefined) =>
  adminRequest<{ items: Inquiry[] }>(`/api/admin/${PATHS[kind]}${query({ status, limit: 200 })}`).then((answer) => answer.items);

/** PATCH status and/or notes. */
export const updateInquiry = (kind: InquiryKind, id: number, body: Partial<Record<keyof InquiryUpdate, unknown>>) =>
  adminRequest<{ id: number; status: string; notes: string | null }>(`/api/admin/${PATHS[kind]}/${id}`, { method: 'PATCH', body });

export const inquiriesCsvUrl = (kind: InquiryKind) => `/api/admin/inquiries.csv?kind=${kind}`;
