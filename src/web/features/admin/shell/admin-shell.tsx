import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, LogOut } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { AdminUser } from '../../../../domain/api/auth';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { storage } from '../../../lib/storage';
import { listRows } from '../api/content';
import { adminKeys } from '../api/query-keys';
import { signOut } from '../api/session';
import { RESOURCES, type ResourceKey } from '../tabs/content/resources';
import { AircraftImageUploader } from '../tabs/content/aircraft-image-uploader';
import { AuditTab } from '../tabs/audit/audit-tab';
import { BookingsTab } from '../tabs/bookings/bookings-tab';
import { InquiriesTab } from '../tabs/inquiries/inquiries-tab';
import { SettingsTab } from '../tabs/settings/settings-tab';
import { ResourceTab } from '../tabs/content/resource-tab';
import { RoutesTab } from '../tabs/route-pricing/routes-tab';

/** SPEC §2 tab order; 'routes' is the pricing table, the rest are content lists. */
/** Tabs beyond the content lists, with their labels. */
const OTHER_TABS = { routes: 'Route Pricing', inquiries: 'Inquiries', bookings: 'Book Now clicks', settings: 'Settings', audit: 'Audit Log' } as const;
type TabKey = ResourceKey | keyof typeof OTHER_TABS;
const TAB_ORDER: TabKey[] = ['destinations', 'departures', 'training', 'experiences', 'badges', 'routes', 'services', 'heroImages', 'aircraftImages', 'regions', 'inquiries', 'bookings', 'settings', 'audit'];
const tabLabel = (key: TabKey) => (key in OTHER_TABS ? OTHER_TABS[key as keyof typeof OTHER_TABS] : RESOURCES[key as ResourceKey].tab);
const REGION_KEY = 'admin-region';
const regionRef = (row: { id: number; code?: unknown } | undefined) => (row ? { id: row.id, code: String(row.code ?? '') } : undefined);

/** The signed-in panel (SPEC §2 "Admin panel"): region, app context, previews, and the content tabs. */
export function AdminShell({ user }: { user: AdminUser }) {
  const queryClient = useQueryClient();
  const regionSelectId = useId();
  const contextSelectId = useId();
  const regions = useQuery({ queryKey: adminKeys.list('regions'), queryFn: () => listRows('regions', {}) });
  const [regionId, setRegionId] = useState<number | undefined>(() => Number(storage.get(REGION_KEY)) || undefined);
  const [appContext, setAppContext] = useState<'main' | 'twin'>('main');

  // The stored region if it still exists, else the first one.
  const available = regions.data ?? [];
  const activeRegion = available.find((r) => r.id === regionId) ?? available[0];
  useEffect(() => {
    if (activeRegion) storage.set(REGION_KEY, String(activeRegion.id));
  }, [activeRegion]);

  const logout = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Signed out: forget everything staff saw, and show the sign-in page.
      queryClient.setQueryData(adminKeys.me(), null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === adminKeys.all[0] && query.queryKey[1] !== adminKeys.me()[1] });
    },
  });

  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-6">
          <h1 className="text-lg font-bold sm:text-xl">Charter Flight Admin Panel</h1>
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground" data-testid="admin-user">
              {user.name ?? user.email}
            </span>
            <Button variant="outline" size="sm" onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut aria-hidden />
              Sign out
            </Button>
          </div>
        </div>
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-end gap-3 px-3 pb-3 sm:px-6">
          <div className="grid gap-1">
            <label htmlFor={regionSelectId} className="text-xs font-semibold">
              Region
            </label>
            <select
              id={regionSelectId}
              value={activeRegion?.id ?? ''}
              onChange={(e) => setRegionId(Number(e.target.value))}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            >
              {available.map((region) => (
                <option key={region.id} value={region.id}>
                  {String(region.name)}
                  {region.isActive === false ? ' (inactive)' : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor={contextSelectId} className="text-xs font-semibold">
              App Context
            </label>
            <select
              id={contextSelectId}
              value={appContext}
              onChange={(e) => setAppContext(e.target.value === 'twin' ? 'twin' : 'main')}
              className="h-10 rounded-md border border-input bg-card px-3 text-sm"
            >
              <option value="main">Main</option>
              <option value="twin">Twin (Mandarin)</option>
            </select>
          </div>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={activeRegion ? `/?region=${String(activeRegion.code)}` : '/'} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Preview site
              </a>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={activeRegion ? `/mandarin?region=${String(activeRegion.code)}` : '/mandarin'} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Preview /mandarin
              </a>
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl px-3 py-6 sm:px-6">
        <Tabs defaultValue="destinations">
          <TabsList className="flex h-auto w-full flex-wrap justify-start">
            {TAB_ORDER.map((key) => (
              <TabsTrigger key={key} value={key} className="px-3">
                {tabLabel(key)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TAB_ORDER.map((key) => (
            <TabsContent key={key} value={key}>
              {key === 'routes' ? (
                <RoutesTab scope={{ regionId: activeRegion?.id, appContext }} />
              ) : key === 'inquiries' ? (
                <InquiriesTab />
              ) : key === 'bookings' ? (
                <BookingsTab regionId={activeRegion?.id} />
              ) : key === 'settings' ? (
                <SettingsTab regionId={activeRegion?.id} regionName={String(activeRegion?.name ?? '')} />
              ) : key === 'audit' ? (
                <AuditTab />
              ) : key === 'aircraftImages' ? (
                <div className="grid gap-6">
                  <AircraftImageUploader regionId={activeRegion?.id} />
                  <ResourceTab spec={RESOURCES.aircraftImages} scope={{ regionId: activeRegion?.id, appContext }} />
                </div>
              ) : (
                <ResourceTab spec={RESOURCES[key as ResourceKey]} scope={{ regionId: activeRegion?.id, appContext, region: regionRef(activeRegion), regions: available.map(regionRef).filter((r) => r !== undefined) }} />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}
