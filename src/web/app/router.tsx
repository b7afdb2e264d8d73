import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Outlet, Route, Routes } from 'react-router';
import { ActiveRegionProvider } from '../lib/active-region';
import { ErrorBoundary } from './error-boundary';
import { SomethingWentWrong } from './error-fallbacks';
import { RouteLoading } from './route-loading';

/** Every screen sits under the error boundary and the region provider; route modules load lazily. */
function Shell() {
  return (
    <ErrorBoundary fallback={(reset) => <SomethingWentWrong reset={reset} />}>
      <ActiveRegionProvider>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </ActiveRegionProvider>
    </ErrorBoundary>
  );
}

// Declarative routing: the data-router half of react-router (loaders, actions, fetchers) is not used and
// would add ~17 KB gzip to the first load (docs/decisions/0016-web-first-load-budget.md).
const lazyRoute = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const routes: { path: string; lazy: ComponentType }[] = [
  { path: '/', lazy: lazyRoute(() => import('./routes/home')) },
  { path: '/widget', lazy: lazyRoute(() => import('./routes/widget')) },
  { path: '/mandarin', lazy: lazyRoute(() => import('./routes/mandarin')) },
  { path: '/digital-twin', lazy: lazyRoute(() => import('./routes/mandarin')) },
  { path: '/embed', lazy: lazyRoute(() => import('./routes/embed')) },
  { path: '/experiences', lazy: lazyRoute(() => import('./routes/experiences')) },
  { path: '/design-test', lazy: lazyRoute(() => import('./routes/design-test')) },
  { path: '/admin', lazy: lazyRoute(() => import('./routes/admin')) },
  { path: '/admin/*', lazy: lazyRoute(() => import('./routes/admin')) },
  { path: '/error-test', lazy: lazyRoute(() => import('./routes/error-test')) },
  { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<Shell />}>
          {routes.map(({ path, lazy: Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
