import type { InquiryReceipt } from '../../../domain/api/inquiries';
import type { IssuedRequestLink } from '../../services/visitor-requests/issue-link';

/** A receipt's links: the visitor page, and the calendar file when the request has a day; none for a replay. */
export function receiptLinks(link: IssuedRequestLink | undefined, day: string | undefined): Pick<InquiryReceipt, 'requestUrl' | 'calendarUrl'> {
  if (!link) return {};
  return { requestUrl: link.requestUrl, ...(day ? { calendarUrl: link.calendarUrl } : {}) };
}
