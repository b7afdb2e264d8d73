import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, PanelLeftClose, PanelLeftOpen, UserRound } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { AdminScope } from '../admin-scope';
import { FORBIDDEN_MESSAGE, STAFF_ROLE_LABELS } from '../../../../domain/staff/roles';
import type { Me } from '../access/me';
import { RoleProvider, useCan } from '../access/role-access';
import { canOpenTab, TAB_PERMISSION, visibleTabs } from '../access/tab-access';
import { Button } from '../../../components/ui/button';
import { listRows } from '../api/content';
import { adminKeys } from '../api/query-keys';
import { signOut } from '../api/session';
import { ReauthenticateDialog } from '../no-lost-work/reauthenticate-dialog';
import { SessionExpiredDialog } from '../no-lost-work/session-expired-dialog';
import { confirmDiscard } from '../no-lost-work/unsaved-changes';
import { UnsavedChangesGuard } from '../no-lost-work/unsaved-changes-guard';
import { resourceSpec } from '../tabs/content/content-tabs';
import { AircraftImageUploader } from '../tabs/content/aircraft-image-uploader';
import { AccountTab } from '../tabs/account/account-tab';
import { TwoFactorRequiredView } from '../tabs/account/two-factor-required-view';
import { AuditTab } from '../tabs/audit/audit-tab';
import { FlightBookingsTab } from '../tabs/flight-bookings/flight-bookings-tab';
import { BookingsTab } from '../tabs/bookings/bookings-tab';
import { InquiriesTab } from '../tabs/inquiries/inquiries-tab';
import { QuotesTab } from '../tabs/quotes/quotes-tab';
import { PricingRulesTab } from '../tabs/pricing-rules/pricing-rules-tab';
import { SeasonsTab } from '../tabs/seasons/seasons-tab';
import { HomeAirfieldsTab } from '../tabs/home-airfields/home-airfields-tab';
import { SettingsTab } from '../tabs/settings/settings-tab';
import { TrashTab } from '../tabs/trash/trash-tab';
import { ResourceTab } from '../tabs/content/resource-tab';
import { RoutesTab } from '../tabs/route-pricing/routes-tab';
import { StaffTab } from '../tabs/staff/staff-tab';
import { HomeTab } from '../tabs/home/home-tab';
import { contentTypeOf, isContentTab, tabLabel, tabScoping, type TabKey } from './admin-tabs';
import { AddressNotice } from './address-notice';
import { ScopeBar } from './scope-bar';
import { SideNav } from './side-nav';
import { useAdminAddress } from './use-admin-address';
import { useRegionChoice } from './use-region-choice';

const regionRef = (row: { id: number; code: string; name: string } | undefined) => (row ? { id: row.id, code: row.code, name: row.name } : undefined);

/**
 * The signed-in panel (docs/product.md §2.7): the side navigation of the sections the person's role may use
 * (access/tab-access.ts), grouped by job; the region and app context selectors where the section reads them;
 * previews; the Account menu for everyone. When the owner requires two-factor and this
 * person has not turned it on, only its setup is shown.
 */
export function AdminShell({ user }: { user: Me }) {
  return (
    <RoleProvider role={user.role}>
      <UnsavedChangesGuard />
      <SessionExpiredDialog email={user.email} />
      <ReauthenticateDialog />
      {user.twoFactorSetupRequired ? <TwoFactorRequiredView me={user} signOut={<SignOutButton />} /> : <SignedInPanel user={user} />}
    </RoleProvider>
  );
}

function SignedInPanel({ user }: { user: Me }) {
  const regions = useQuery({ queryKey: adminKeys.list('regions'), queryFn: () => listRows('regions', {}) });
  const address = useAdminAddress();
  const { appContext, regionCode, showRegionCode } = address;
  const available = regions.data ?? [];
  const choice = useRegionChoice(available, regions.isSuccess, regionCode, showRegionCode);
  const activeRegion = choice.region;

  const scope: AdminScope = { regionId: activeRegion?.id, appContext, region: regionRef(activeRegion), regions: available.map(regionRef).filter((r) => r !== undefined) };

  const tabs = visibleTabs(user.role);
  const openTab = (next: TabKey) => void confirmDiscard().then((discard) => discard && address.openTab(next));
  const scoping = tabScoping(address.tab);
  const nav = useFoldedNav();

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-[88rem] flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-6">
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" className="lg:hidden" aria-expanded={nav.open} aria-controls={nav.id} onClick={nav.toggle}>
              {nav.open ? <PanelLeftClose aria-hidden /> : <PanelLeftOpen aria-hidden />}
              Menu
            </Button>
            <h1 className="text-lg font-bold sm:text-xl">Charter Flight Admin Panel</h1>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-muted-foreground">
              <span data-testid="admin-user">{user.name ?? user.email}</span> · {STAFF_ROLE_LABELS[user.role]}
            </span>
            <Button variant="outline" size="sm" aria-current={address.tab === 'account' ? 'page' : undefined} onClick={() => openTab('account')}>
              <UserRound aria-hidden />
              Account
            </Button>
            <SignOutButton />
          </div>
        </div>
        <ScopeBar scoping={scoping} regions={available} activeRegion={activeRegion} address={address} />
        <AddressNotice notice={choice.notice} onDismiss={choice.dismissNotice} />
      </header>
      <div className="mx-auto w-full max-w-[88rem] lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-6 lg:px-6">
        <SideNav id={nav.id} open={nav.open} tabs={tabs} current={address.tab} hrefOf={address.tabHref} />
        <main id="main" className="min-w-0 px-3 py-6 sm:px-6 lg:px-0">
          {canOpenTab(user.role, address.tab) ? (
            <ActiveTab tab={address.tab} user={user} scope={scope} item={address.item} onItem={address.openItem} onCloseItem={address.closeItem} regionName={String(activeRegion?.name ?? '')} />
          ) : (
            <NotForYourRole tab={address.tab} />
          )}
        </main>
      </div>
    </div>
  );
}

/**
 * The navigation below the large breakpoint: folded away behind the Menu button, open until a section is
 * chosen or Escape is pressed (focus then returns to the button).
 */
function useFoldedNav() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, id]);
  return { id, open, toggle: () => setOpen((was) => !was) };
}


/** Sign out: forget everything staff saw, and show the sign-in page. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      queryClient.setQueryData(adminKeys.me(), null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === adminKeys.all[0] && query.queryKey[1] !== adminKeys.me()[1] });
    },
  });
  return (
    <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
      <LogOut aria-hidden />
      Sign out
    </Button>
  );
}

/** A tab the role cannot use, reached by its address: the server's own words for it, not an empty page. */
function NotForYourRole({ tab }: { tab: TabKey }) {
  const permission = TAB_PERMISSION[tab];
  return (
    <section aria-labelledby="not-allowed-title" className="grid gap-2">
      <h2 id="not-allowed-title" className="text-xl font-bold">
        {tabLabel(tab)}
      </h2>
      <p role="alert" className="text-sm text-destructive">
        {permission ? FORBIDDEN_MESSAGE[permission] : 'Your role cannot see this'}
      </p>
    </section>
  );
}

interface ActiveTabProps {
  tab: TabKey;
  user: Me;
  scope: AdminScope;
  item: string | undefined;
  onItem(item: string): void;
  onCloseItem(): void;
  regionName: string;
}

/** The sections that are not content lists, each drawn from the shell's props. */
const SECTION_VIEWS: Partial<Record<TabKey, (props: ActiveTabProps) => ReactNode>> = {
  home: () => <HomeTab />,
  staff: ({ user }) => <StaffTab me={user} />,
  account: ({ user }) => <AccountTab me={user} />,
  routes: ({ scope }) => <RoutesTab scope={scope} />,
  inquiries: () => <InquiriesTab />,
  quotes: ({ item, onItem, onCloseItem }) => <QuotesTab item={item} onItem={onItem} onCloseItem={onCloseItem} />,
  flightBookings: () => <FlightBookingsTab />,
  bookings: ({ scope }) => <BookingsTab regionId={scope.regionId} />,
  settings: ({ scope, regionName }) => <SettingsTab regionId={scope.regionId} regionName={regionName} />,
  pricingRules: ({ scope }) => <PricingRulesTab appContext={scope.appContext} />,
  seasons: ({ scope, regionName }) => <SeasonsTab regionId={scope.regionId} regionName={regionName} />,
  homes: ({ scope, regionName }) => <HomeAirfieldsTab regionId={scope.regionId} regionName={regionName} />,
  audit: () => <AuditTab />,
  trash: () => <TrashTab />,
};

/** The one tab on screen (the others are not rendered, so they fetch nothing). */
function ActiveTab(props: ActiveTabProps) {
  const { tab, scope, item, onItem, onCloseItem } = props;
  const canWrite = useCan('content:write');
  const section = SECTION_VIEWS[tab];
  if (section) return section(props);
  if (!isContentTab(tab)) return null;
  const list = <ResourceTab key={tab} spec={resourceSpec(contentTypeOf(tab))} scope={scope} item={item} onItem={onItem} onCloseItem={onCloseItem} />;
  // Uploading is writing: a read-only role sees the list only.
  if (tab !== 'aircraftImages' || !canWrite) return list;
  return (
    <div className="grid gap-6">
      <AircraftImageUploader regionId={scope.regionId} />
      {list}
    </div>
  );
}
