import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Skeleton } from '../../../../components/ui/skeleton';
import { inquiriesCsvUrl, type Inquiry, type InquiryKind } from '../../api/inquiries';
import { PAGE_SIZE } from '../../api/list-page';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { formatStaffTime } from '../../components/staff-time';
import { InquiryDetail } from './inquiry-detail';
import { useInquiryPage } from './use-inquiry-page';

const KIND_LABELS: Record<InquiryKind, string> = { booking: 'Booking requests', wechat: 'WeChat requests' };
const show = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Inquiries (decision 0011): the inbox of booking and WeChat requests, newest first, with status, notes and CSV export. */
export function InquiriesTab() {
  const filterId = useId();
  const { kind, setKind, status, setStatus, search, setSearch, offset, setOffset, page: list } = useInquiryPage();

  return (
    <section aria-labelledby="inquiries-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inquiries-title" className="text-xl font-bold">
          Inquiries
        </h2>
        <Button asChild variant="outline" size="sm">
          <a href={inquiriesCsvUrl(kind)} download>
            <Download aria-hidden />
            Export CSV
          </a>
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Kind of inquiry" className="flex gap-2">
          {(['booking', 'wechat'] as const).map((k) => (
            <Button key={k} size="sm" variant={k === kind ? 'default' : 'outline'} aria-pressed={k === kind} onClick={() => setKind(k)}>
              {KIND_LABELS[k]}
            </Button>
          ))}
        </div>
        <div className="grid gap-1">
          <label htmlFor={filterId} className="text-xs font-semibold">
            Status
          </label>
          <select id={filterId} value={status} onChange={(e) => setStatus(e.target.value)} className="h-9 rounded-md border border-input bg-card px-2 text-sm">
            <option value="">All</option>
            {INQUIRY_STATUS_VALUES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <SearchBox label="Search inquiries" value={search} onChange={setSearch} placeholder="E-mail, name or reference" />
      </div>
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{search || status ? 'No inquiries match the search and status.' : 'No inquiries yet.'}</p>
      ) : (
        <ul className="grid gap-2">
          {list.data.items.map((inquiry) => (
            <li key={`${kind}-${inquiry.id}`}>
              <InquiryItem kind={kind} inquiry={inquiry} />
            </li>
          ))}
        </ul>
      )}
      {list.isSuccess && <Pager offset={offset} pageSize={PAGE_SIZE} total={list.data.total} shown={list.data.items.length} noun="inquiries" onOffset={setOffset} />}
    </section>
  );
}

/** One row of the inbox; opened, the inquiry's full record (read only when opened). */
function InquiryItem({ kind, inquiry }: { kind: InquiryKind; inquiry: Inquiry }) {
  const [open, setOpen] = useState(false);
  const name = show(inquiry.contactName ?? inquiry.customerName);
  const email = show(inquiry.contactEmail ?? inquiry.customerEmail);
  return (
    <details className="rounded-lg border bg-card" data-testid="inquiry" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="flex cursor-pointer flex-wrap items-center gap-3 p-3">
        <span className="font-mono text-sm font-semibold" data-testid="inquiry-reference">
          {show(inquiry.reference)}
        </span>
        <span className="font-semibold">{name}</span>
        <span className="text-sm text-muted-foreground">{email}</span>
        <Badge variant={inquiry.status === 'new' ? 'accent' : inquiry.status === 'closed' ? 'muted' : 'secondary'} className="ml-auto">
          {inquiry.status}
        </Badge>
        <time className="text-xs text-muted-foreground" dateTime={inquiry.createdAt}>
          {formatStaffTime(inquiry.createdAt)}
        </time>
      </summary>
      {open && (
        <div className="border-t p-3">
          <InquiryDetail kind={kind} id={inquiry.id} />
        </div>
      )}
    </details>
  );
}
