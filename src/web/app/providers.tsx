import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';
import { RouteLoading } from './route-loading';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const forced = window.location.pathname.startsWith('/admin') ? 'light' : undefined;
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider {...(forced ? { forced } : {})}>
        <Suspense fallback={<RouteLoading />}>{children}</Suspense>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
