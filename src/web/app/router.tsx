import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { ActiveRegionProvider, useActiveRegion } from '../lib/active-region';
import { usePageTitle, type PageTitleKey } from '../lib/page-title';
import { ErrorBoundary } from './error-boundary';
import { SomethingWentWrong } from './error-fallbacks';
import { RouteLoading } from './route-loading';

/** Every screen sits under the error boundary; route modules load lazily. */
function Shell() {
  return (
    <ErrorBoundary fallback={(reset) => <SomethingWentWrong reset={reset} />}>
      <Suspense fallback={<RouteLoading />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The visitor pages share the visitor's region (only the regions visitors see). The admin panel is not
 * under it: it keeps a region state of its own, every region live or draft (docs/decisions/0044).
 */
function VisitorShell() {
  return (
    <ActiveRegionProvider>
      <DraftPreviewSlot />
      <Outlet />
    </ActiveRegionProvider>
  );
}

const DraftPreviewBanner = lazy(() => import('./draft-preview-banner'));

/** A draft region reaches the page only in a staff preview: it says so (docs/decisions/0044). */
function DraftPreviewSlot() {
  const { region } = useActiveRegion();
  if (region?.isActive !== false) return null;
  return (
    <Suspense fallback={null}>
      <DraftPreviewBanner regionName={region.name} />
    </Suspense>
  );
}

// Declarative routing: the data-router half of react-router (loaders, actions, fetchers) is not used and
// would add ~17 KB gzip to the first load (docs/decisions/0016-web-first-load-budget.md).
const lazyRoute = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const visitorRoutes: { path: string; lazy: ComponentType; title?: PageTitleKey }[] = [
  { path: '/', lazy: lazyRoute(() => import('./routes/home')), title: 'home' },
  { path: '/widget', lazy: lazyRoute(() => import('./routes/widget')), title: 'widget' },
  { path: '/mandarin', lazy: lazyRoute(() => import('./routes/mandarin')), title: 'mandarin' },
  { path: '/digital-twin', lazy: lazyRoute(() => import('./routes/mandarin')), title: 'mandarin' },
  { path: '/embed', lazy: lazyRoute(() => import('./routes/embed')), title: 'embed' },
  { path: '/experiences', lazy: lazyRoute(() => import('./routes/experiences')), title: 'experiences' },
  { path: '/design-test', lazy: lazyRoute(() => import('./routes/design-test')), title: 'designTest' },
  { path: '/error-test', lazy: lazyRoute(() => import('./routes/error-test')) },
  // Titled by its own page, in its own strings (a page-* namespace, not in the first load).
  { path: '/requests/:token', lazy: lazyRoute(() => import('./routes/request-status')) },
  { path: '*', lazy: lazyRoute(() => import('./routes/not-found')), title: 'notFound' },
];

const AdminPage = lazyRoute(() => import('./routes/admin'));

/** A route's page under its own title (set here, in the shell, so no route module carries it). */
function Titled({ title, page: Page }: { title: PageTitleKey | undefined; page: ComponentType }) {
  usePageTitle(title);
  return <Page />;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          <Route element={<VisitorShell />}>
            {visitorRoutes.map(({ path, lazy: Page, title }) => (
              <Route key={path} path={path} element={<Titled title={title} page={Page} />} />
            ))}
          </Route>
          <Route path="/admin" element={<Titled title="admin" page={AdminPage} />} />
          <Route path="/admin/*" element={<Titled title="admin" page={AdminPage} />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
