import type { InquiryExportParams, InquiryListQuery } from '../../../../domain/api/admin/list-query';
import type { InquiryUpdate } from '../../../../domain/api/admin/inquiry-updates';
import type { InquiryAssignee, InquiryEvent, InquiryReply, InquiryTimeline } from '../../../../domain/api/admin/inquiry-work';
import { query } from '../../../lib/api-client';
import { adminRequest } from './admin-request';
import { listPage } from './list-page';

export type InquiryKind = 'booking' | 'wechat';
export type Inquiry = Record<string, unknown> & { id: number; status: string; notes: string | null; assignedTo: number | null; followUpOn: string | null; createdAt: string };

const PATHS: Record<InquiryKind, string> = { booking: 'booking-requests', wechat: 'wechat-requests' };

export type InquiryPageParams = Partial<Pick<InquiryListQuery, 'q' | 'status' | 'assignedTo' | 'dueBy' | 'wantsQuote' | 'sort'>> & { offset: number };

/** One page of the inbox: GET /api/admin/{kind}-requests?q&status&assignedTo&dueBy&wantsQuote&sort&limit&offset → { items, total }, newest first unless sorted. */
export const listInquiryPage = (kind: InquiryKind, params: InquiryPageParams) => listPage<Inquiry>(`/api/admin/${PATHS[kind]}`, { sort: '-createdAt', ...params });

/** The answer of a PATCH: the follow-up as saved, with the new version. */
export type InquiryWork = { id: number; status: string; notes: string | null; assignedTo: number | null; followUpOn: string | null; version: number };

/** PATCH a note, the status, the assignee and/or the follow-up day. */
export const updateInquiry = (kind: InquiryKind, id: number, body: Partial<Record<keyof InquiryUpdate, unknown>>) =>
  adminRequest<InquiryWork>(`/api/admin/${PATHS[kind]}/${id}`, { method: 'PATCH', body });

/** GET …/:id/timeline: notes, changes and replies, oldest first, and whether Reply can send. */
export const getInquiryTimeline = (kind: InquiryKind, id: number) => adminRequest<InquiryTimeline>(`/api/admin/${PATHS[kind]}/${id}/timeline`);

/** POST …/:id/replies: the reply is queued in the outbox and lands in the timeline. */
export const sendInquiryReply = (kind: InquiryKind, id: number, reply: InquiryReply) =>
  adminRequest<InquiryEvent>(`/api/admin/${PATHS[kind]}/${id}/replies`, { method: 'POST', body: reply });

/** POST …/:id/replies/:replyId/retry: a failed reply goes back into the outbox, once; the answer is the reply as it is now. */
export const retryInquiryReply = (kind: InquiryKind, id: number, replyId: number) =>
  adminRequest<InquiryEvent>(`/api/admin/${PATHS[kind]}/${id}/replies/${replyId}/retry`, { method: 'POST', body: {} });

/** GET /api/admin/inquiry-assignees: active staff, by name. */
export const listInquiryAssignees = () => adminRequest<{ items: InquiryAssignee[] }>('/api/admin/inquiry-assignees');

/**
 * The export of what the list shows: GET /api/admin/inquiries.{csv,xlsx}?kind&…the list's own query (view,
 * status, search, sort). Every page goes into the file, so the page's offset is left out.
 */
export const inquiriesFileUrl = (kind: InquiryKind, format: 'csv' | 'xlsx', { offset: _page, ...params }: InquiryPageParams) =>
  `/api/admin/inquiries.${format}${query({ kind, ...params } satisfies InquiryExportParams)}`;
