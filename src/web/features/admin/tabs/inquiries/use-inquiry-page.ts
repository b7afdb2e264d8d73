import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { INQUIRY_VIEWS, type InquiryView } from '../../../../../domain/api/admin/inquiry-work';
import { localIsoDate } from '../../../../../domain/visitor-dates';
import { listInquiryPage, type InquiryKind, type InquiryPageParams } from '../../api/inquiries';
import { PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { oneOf, useListAddress, useSearchText } from '../../shell/use-list-address';

/**
 * What a saved view asks the server: mine (assigned to me), due (the follow-up day is today or earlier, by
 * the staff member's own calendar, soonest first) and new (status new, whatever the status filter says).
 */
export function viewParams(view: InquiryView | '', status: string): Pick<InquiryPageParams, 'assignedTo' | 'dueBy' | 'status' | 'sort'> {
  if (view === 'mine') return { assignedTo: 'me', status: (status || undefined) as InquiryPageParams['status'] };
  if (view === 'due') return { dueBy: localIsoDate(), sort: 'followUpOn', status: (status || undefined) as InquiryPageParams['status'] };
  if (view === 'new') return { status: 'new' };
  return { status: (status || undefined) as InquiryPageParams['status'] };
}

/** The inbox's kind, saved view, status, firm-quote filter, search (e-mail, name or reference) and page, kept in the address (bookmarkable). */
export function useInquiryPage() {
  const address = useListAddress(
    {
      kind: { fallback: 'booking', valid: oneOf('booking', 'wechat') },
      view: { fallback: '', valid: oneOf(...INQUIRY_VIEWS) },
      status: { fallback: '', valid: oneOf(...INQUIRY_STATUS_VALUES) },
      q: { fallback: '' },
      // Booking requests that asked for a firm quote (quote=asked); a WeChat request never asks for one.
      quote: { fallback: '', valid: oneOf('asked') },
    },
    PAGE_SIZE,
  );
  const { q, status, quote } = address.state;
  const kind = address.state.kind as InquiryKind;
  const view = address.state.view as InquiryView | '';
  const { offset } = address;
  const [search, setSearch] = useSearchText(q, address.setQuery);
  const firmQuoteOnly = kind === 'booking' && quote === 'asked';
  const params: InquiryPageParams = { q: q || undefined, ...viewParams(view, status), ...(firmQuoteOnly ? { wantsQuote: true } : {}), offset };
  const page = useQuery({ queryKey: adminKeys.inquiries(kind, params), queryFn: () => listInquiryPage(kind, params), placeholderData: keepPreviousData });
  return {
    kind,
    setKind: (next: InquiryKind) => address.set({ kind: next }),
    view,
    setView: (next: InquiryView | '') => address.set({ view: next }),
    status,
    setStatus: (next: string) => address.set({ status: next }),
    firmQuoteOnly,
    setFirmQuoteOnly: (next: boolean) => address.set({ quote: next ? 'asked' : '' }),
    search,
    setSearch,
    offset,
    setOffset: address.setOffset,
    /** The list's query as sent: the exports ask for the same rows. */
    params,
    page,
  };
}
