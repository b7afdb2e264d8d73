import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { listInquiryPage, type InquiryKind } from '../../api/inquiries';
import { PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { oneOf, useListAddress, useSearchText } from '../../shell/use-list-address';

/** The inbox's kind, status, search (e-mail, name or reference) and page, kept in the address. */
export function useInquiryPage() {
  const address = useListAddress(
    { kind: { fallback: 'booking', valid: oneOf('booking', 'wechat') }, status: { fallback: '', valid: oneOf(...INQUIRY_STATUS_VALUES) }, q: { fallback: '' } },
    PAGE_SIZE,
  );
  const { q, status } = address.state;
  const kind = address.state.kind as InquiryKind;
  const { offset } = address;
  const [search, setSearch] = useSearchText(q, address.setQuery);
  const params = { q: q || undefined, status: status || undefined, offset };
  const page = useQuery({ queryKey: adminKeys.inquiries(kind, params), queryFn: () => listInquiryPage(kind, params), placeholderData: keepPreviousData });
  return {
    kind,
    setKind: (next: InquiryKind) => address.set({ kind: next }),
    status,
    setStatus: (next: string) => address.set({ status: next }),
    search,
    setSearch,
    offset,
    setOffset: address.setOffset,
    page,
  };
}
