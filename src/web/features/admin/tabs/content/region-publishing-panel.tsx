import { REGION_STATUS_LABELS, type RegionReadiness } from '../../../../../domain/api/admin';
import { Button } from '../../../../components/ui/button';
import { useCan } from '../../access/role-access';
import { serverMessage } from './use-content-mutations';
import { useRegionPublishing } from './use-region-publishing';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A region's lifecycle in its side panel (docs/decisions/0044): Draft or Live, the checklist of what it
 * still needs to go live (computed by the server), Preview, and Publish (disabled, with the reason, until
 * every check is met) or Unpublish.
 */
export function RegionPublishingPanel({ regionId }: { regionId: number }) {
  const canWrite = useCan('content:write');
  const { readiness, change } = useRegionPublishing(regionId);

  if (!readiness.data) return <p className="text-sm text-muted-foreground">{readiness.isError ? `Could not read what the region needs: ${serverMessage(readiness.error)}` : 'Reading what the region needs…'}</p>;
  const state = readiness.data;
  const live = state.status === 'live';
  return (
    <section aria-labelledby={`publishing-${regionId}`} className="grid gap-3 rounded-md border p-3">
      <h3 id={`publishing-${regionId}`} className="text-base font-semibold">
        Status: <span data-testid="region-status">{REGION_STATUS_LABELS[state.status]}</span>
      </h3>
      <p className="text-sm text-muted-foreground">{statusLine(state)}</p>
      <ul className="grid gap-1 text-sm" aria-label="What the region needs to go live">
        {state.checks.map((check) => (
          <li key={check.key} className={check.met ? 'text-muted-foreground' : 'font-medium'}>
            <span aria-hidden>{check.met ? '✓ ' : '✗ '}</span>
            {capitalized(check.text)}
            <span className="sr-only">{check.met ? ' (done)' : ' (missing)'}</span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`/?region=${encodeURIComponent(state.code)}&preview=1`} target="_blank" rel="noopener noreferrer">
            Preview the site
          </a>
        </Button>
        {canWrite &&
          (live ? (
            <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => change.mutate({ live: false, version: state.version })}>
              Unpublish
            </Button>
          ) : (
            <Button size="sm" disabled={!state.ready || change.isPending} aria-describedby={state.ready ? undefined : `publish-reason-${regionId}`} onClick={() => change.mutate({ live: true, version: state.version })}>
              Publish
            </Button>
          ))}
        {canWrite && !live && !state.ready && (
          <span id={`publish-reason-${regionId}`} className="text-sm text-muted-foreground">
            Publish is possible once everything above is done.
          </span>
        )}
      </div>
    </section>
  );
}

function statusLine(state: RegionReadiness): string {
  if (state.status === 'draft') return 'A draft: visitors and embeds do not see it; signed-in staff can preview it.';
  return state.onSite ? 'Live: visitors see it.' : 'Live, but visitors do not see it yet: it has nothing to book (see below).';
}
