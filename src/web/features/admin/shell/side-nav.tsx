import { useId } from 'react';
import { Link, type To } from 'react-router';
import { cn } from '../../../lib/cn';
import { NAV_GROUPS, tabLabel, type TabKey } from './admin-tabs';

interface SideNavProps {
  /** The sections this person's role may open (access/tab-access.ts visibleTabs). */
  tabs: TabKey[];
  current: TabKey;
  /** Where each section's link goes: its address with the panel's settings (region, app context) kept. */
  hrefOf(tab: TabKey): To;
  /** Below the large breakpoint the navigation is folded away until the Menu button opens it. */
  open: boolean;
  id: string;
}

export const NAV_LABEL = 'Panel sections';

/**
 * The panel's side navigation (decision 0048): plain links grouped by job, so Tab and Enter move through it,
 * every section has an address that opens in a new browser tab too, and a click is a navigation the
 * unsaved-changes guard already asks about. The current section is marked with aria-current.
 */
export function SideNav({ tabs, current, hrefOf, open, id }: SideNavProps) {
  const groups = NAV_GROUPS.map((group) => ({ ...group, tabs: group.tabs.filter((tab) => tabs.includes(tab)) })).filter((group) => group.tabs.length > 0);
  return (
    <nav id={id} aria-label={NAV_LABEL} className={cn('border-b bg-card lg:block lg:border-r lg:border-b-0 lg:bg-transparent', open ? 'block' : 'hidden')}>
      <div className="grid gap-4 px-3 py-4 lg:sticky lg:top-0 lg:px-0 lg:pr-4">
        {groups.map((group) => (
          <NavGroupLinks key={group.label ?? 'top'} label={group.label} tabs={group.tabs} current={current} hrefOf={hrefOf} />
        ))}
      </div>
    </nav>
  );
}

function NavGroupLinks({ label, tabs, current, hrefOf }: { label: string | undefined; tabs: TabKey[]; current: TabKey; hrefOf(tab: TabKey): To }) {
  const labelId = useId();
  return (
    <div className="grid gap-1">
      {label && (
        <p id={labelId} className="px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {label}
        </p>
      )}
      <ul aria-labelledby={label ? labelId : undefined} className="grid gap-0.5">
        {tabs.map((tab) => (
          <li key={tab}>
            <Link
              to={hrefOf(tab)}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'block truncate rounded-md px-3 py-2 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                tab === current && 'bg-primary/10 font-semibold text-primary',
              )}
            >
              {tabLabel(tab)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
