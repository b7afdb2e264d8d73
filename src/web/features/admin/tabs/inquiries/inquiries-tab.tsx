import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { INQUIRY_STATUS_VALUES } from '../../../../../domain/api/admin/inquiry-updates';
import type { InquiryView } from '../../../../../domain/api/admin/inquiry-work';
import { localIsoDate } from '../../../../../domain/visitor-dates';
import { Button } from '../../../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../../../../components/ui/sheet';
import { Skeleton } from '../../../../components/ui/skeleton';
import { inquiriesFileUrl, listInquiryAssignees, type InquiryKind } from '../../api/inquiries';
import { PAGE_SIZE } from '../../api/list-page';
import { adminKeys } from '../../api/query-keys';
import { LabelledSelect } from '../../components/labelled-select';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { confirmDiscard } from '../../no-lost-work/unsaved-changes';
import { useAdminAddress } from '../../shell/use-admin-address';
import { InquiryDetail } from './inquiry-detail';
import { InquiryRow } from './inquiry-row';
import { useInquiryPage } from './use-inquiry-page';

const KIND_LABELS: Record<InquiryKind, string> = { booking: 'Booking requests', wechat: 'WeChat requests' };
const VIEWS: { view: InquiryView | ''; label: string }[] = [
  { view: '', label: 'All' },
  { view: 'mine', label: 'Mine' },
  { view: 'due', label: 'Due today' },
  { view: 'new', label: 'New' },
];
const VIEW_HINTS: Record<InquiryView | '', string> = {
  '': '',
  mine: 'Inquiries assigned to you.',
  due: 'Follow-up day today or earlier: overdue inquiries are included, soonest first.',
  new: 'Inquiries nobody has moved on from new.',
};
const EMPTY_VIEW: Record<InquiryView | '', string> = { '': 'No inquiries yet.', mine: 'Nothing is assigned to you.', due: 'Nothing is due today or overdue.', new: 'No new inquiries.' };

/** What an empty list says: why nothing matched, the narrowest reason first. */
function emptyText(view: InquiryView | '', searched: boolean, firmQuoteOnly: boolean): string {
  if (searched) return 'No inquiries match the search and status.';
  return firmQuoteOnly ? 'No requests here asked for a firm quote.' : EMPTY_VIEW[view];
}

/**
 * Inquiries (docs/product.md §2.7 (Inquiries), decision 0047): the inbox of booking and WeChat requests as a work
 * queue: saved views (mine, due today, new) and the firm-quote filter in the address, and one inquiry open at a time in the side
 * panel (/admin/inquiries/{id}), where staff assign it, set its follow-up day, note, reply and read its timeline.
 */
export function InquiriesTab() {
  const { kind, setKind, view, setView, status, setStatus, firmQuoteOnly, setFirmQuoteOnly, search, setSearch, offset, setOffset, params, page: list } = useInquiryPage();
  const { item, openItem, closeItem } = useAdminAddress();
  // Opening another inquiry replaces the panel's form, closing it drops it: unsaved changes ask first.
  const open = (id: number) => void confirmDiscard().then((discard) => discard && openItem(String(id)));
  const close = () => void confirmDiscard().then((discard) => discard && closeItem());
  const openId = item !== undefined && /^\d+$/.test(item) ? Number(item) : undefined;

  return (
    <section aria-labelledby="inquiries-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="inquiries-title" className="text-xl font-bold">
          Inquiries
        </h2>
        <div className="flex gap-2">
          {(['csv', 'xlsx'] as const).map((format) => (
            <Button key={format} asChild variant="outline" size="sm">
              <a href={inquiriesFileUrl(kind, format, params)} download>
                <Download aria-hidden />
                {format === 'csv' ? 'Export CSV' : 'Export .xlsx'}
              </a>
            </Button>
          ))}
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Kind of inquiry" className="flex gap-2">
          {(['booking', 'wechat'] as const).map((k) => (
            <Button key={k} size="sm" variant={k === kind ? 'default' : 'outline'} aria-pressed={k === kind} onClick={() => setKind(k)}>
              {KIND_LABELS[k]}
            </Button>
          ))}
        </div>
        <div role="group" aria-label="Saved views" className="flex gap-2">
          {VIEWS.map(({ view: v, label }) => (
            <Button key={label} size="sm" variant={v === view ? 'default' : 'outline'} aria-pressed={v === view} onClick={() => setView(v)}>
              {label}
            </Button>
          ))}
        </div>
        <LabelledSelect label="Status" value={view === 'new' ? 'new' : status} disabled={view === 'new'} onChange={setStatus} className="min-w-32">
          <option value="">All</option>
          {INQUIRY_STATUS_VALUES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </LabelledSelect>
        {kind === 'booking' && (
          <Button size="sm" variant={firmQuoteOnly ? 'default' : 'outline'} aria-pressed={firmQuoteOnly} onClick={() => setFirmQuoteOnly(!firmQuoteOnly)} data-testid="firm-quote-filter">
            Firm quote asked
          </Button>
        )}
        <SearchBox label="Search inquiries" value={search} onChange={setSearch} placeholder="E-mail, name or reference" />
      </div>
      {VIEW_HINTS[view] && <p className="text-sm text-muted-foreground">{VIEW_HINTS[view]}</p>}
      <InquiryList page={list} kind={kind} emptyText={emptyText(view, Boolean(search || status), firmQuoteOnly)} openId={openId} onOpen={open} />
      {list.isSuccess && <Pager offset={offset} pageSize={PAGE_SIZE} total={list.data.total} shown={list.data.items.length} noun="inquiries" onOffset={setOffset} />}
      <Sheet open={item !== undefined} onOpenChange={(next) => !next && close()}>
        <SheetContent aria-describedby={undefined} className="overflow-y-auto">
          {openId !== undefined ? (
            <InquiryDetail key={`${kind}-${openId}`} kind={kind} id={openId} />
          ) : (
            <>
              <SheetTitle className="pr-8">Inquiry not found</SheetTitle>
              <SheetDescription>This address names no inquiry. Choose one from the list.</SheetDescription>
            </>
          )}
        </SheetContent>
      </Sheet>
    </section>
  );
}

interface InquiryListProps {
  page: ReturnType<typeof useInquiryPage>['page'];
  kind: InquiryKind;
  emptyText: string;
  openId: number | undefined;
  onOpen(id: number): void;
}

/** The page of inquiries, each row naming who has it (by name) and its follow-up day. */
function InquiryList({ page: list, kind, emptyText, openId, onOpen }: InquiryListProps) {
  const staff = useQuery({ queryKey: adminKeys.inquiries('assignees'), queryFn: listInquiryAssignees, staleTime: 60_000 });
  const names = new Map((staff.data?.items ?? []).map((person) => [person.id, person.name]));
  const today = localIsoDate();
  if (list.isPending) return <Skeleton className="h-40" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {list.error.message}
      </p>
    );
  }
  if (list.data.items.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="grid gap-2" aria-label="Inquiries">
      {list.data.items.map((inquiry) => (
        <li key={`${kind}-${inquiry.id}`} data-testid="inquiry">
          <InquiryRow
            inquiry={inquiry}
            assignee={inquiry.assignedTo === null ? undefined : names.get(inquiry.assignedTo)}
            today={today}
            open={inquiry.id === openId}
            onOpen={() => onOpen(inquiry.id)}
          />
        </li>
      ))}
    </ul>
  );
}
