import { PREVIEW_PARAM } from '../../domain/preview';
import { leavePreview } from '../lib/draft-preview';

/**
 * What a staff member previewing a draft region sees above the page (docs/decisions/0044): that it is not
 * public yet, and a way out of the preview. Loaded only while a draft region is shown.
 */
export default function DraftPreviewBanner({ regionName }: { regionName: string }) {
  const leave = () => {
    leavePreview();
    const url = new URL(window.location.href);
    url.searchParams.delete(PREVIEW_PARAM);
    url.searchParams.delete('region');
    window.location.assign(url.toString());
  };
  return (
    <div role="status" data-testid="draft-preview-banner" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-amber-300 px-4 py-2 text-sm font-medium text-black">
      <strong>Preview — not public yet</strong>
      <span>{regionName} is a draft: only signed-in staff see it. Publish it in the admin panel to open it to visitors.</span>
      <button type="button" onClick={leave} className="rounded border border-black/60 px-2 py-0.5 underline-offset-2 hover:underline">
        Leave preview
      </button>
    </div>
  );
}
