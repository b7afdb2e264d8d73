import { createBrowserRouter, Outlet } from 'react-router';
import { ActiveRegionProvider } from '../lib/active-region';
import { ErrorBoundary } from './error-boundary';
import { SomethingWentWrong } from './error-fallbacks';
import { RouteLoading } from './route-loading';
import { Suspense } from 'react';

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

const lazyRoute = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    Component: Shell,
    children: [
      { path: '/', lazy: lazyRoute(() => import('./routes/home')) },
      { path: '/widget', lazy: lazyRoute(() => import('./routes/widget')) },
      { path: '/mandarin', lazy: lazyRoute(() => import('./routes/mandarin')) },
      { path: '/digital-twin', lazy: lazyRoute(() => import('./routes/mandarin')) },
      { path: '/error-test', lazy: lazyRoute(() => import('./routes/error-test')) },
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found')) },
    ],
  },
]);
