import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listInquiryPage, type InquiryKind } from '../../api/inquiries';
import { adminKeys } from '../../api/query-keys';
import { useDebouncedValue } from '../../components/use-debounced-value';

/** The inbox's search (e-mail, name or reference) and page for one kind and status. */
export function useInquiryPage(kind: InquiryKind, status: string) {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const q = useDebouncedValue(search.trim());
  useEffect(() => setOffset(0), [kind, status, q]);
  const params = { q: q || undefined, status: status || undefined, offset };
  const page = useQuery({ queryKey: adminKeys.inquiries(kind, params), queryFn: () => listInquiryPage(kind, params), placeholderData: keepPreviousData });
  return { search, setSearch, offset, setOffset, page };
}
