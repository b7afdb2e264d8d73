import { PREVIEW_PARAM } from '../../domain/preview';
import { leavePreview } from '../lib/draft-preview';

/** The banner's three texts, in the visitor's language: `page-light-widget` previewTitle, previewDraft, previewLeave. */
export interface DraftPreviewWords {
  title: string;
  draft: string;
  leave: string;
}

/** Out of the preview: the cookie goes, and the page reloads without `preview` or a `region` only staff can see. */
function leave(): void {
  leavePreview();
  const url = new URL(window.location.href);
  url.searchParams.delete(PREVIEW_PARAM);
  url.searchParams.delete('region');
  window.location.assign(url.toString());
}

/**
 * What a staff member previewing a draft region sees above the page (docs/decisions/0044): that it is not
 * public yet, and a way out of the preview. One banner for the main site and the light widget; each gives it
 * the words in its visitor's language from the same strings (locales/<lang>/page-light-widget.json), since
 * the light pages can load no other file. Its utilities are mostly ones the light stylesheet has already (that
 * page has 80 KB in all); the main site adds its own placement (`className`).
 */
export function DraftPreviewNotice({ words, className = '' }: { words: DraftPreviewWords; className?: string }) {
  return (
    <div role="status" data-testid="draft-preview-banner" className={`flex flex-wrap items-center gap-3 bg-amber-300 px-4 py-2 text-sm font-semibold text-black ${className}`}>
      <strong>{words.title}</strong>
      <span>{words.draft}</span>
      <button type="button" onClick={leave} className="rounded border px-2 py-1">
        {words.leave}
      </button>
    </div>
  );
}
