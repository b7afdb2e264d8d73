import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { createQueryClient } from '../lib/query-client';
import { partnerTheme } from '../lib/partner-look';
import { ThemeProvider } from '../lib/theme';
import { RouteLoading } from './route-loading';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // The admin is always light; a partner's widget may pin light or dark (data-theme).
  const forced = window.location.pathname.startsWith('/admin') ? 'light' : partnerTheme();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider {...(forced ? { forced } : {})}>
        <Suspense fallback={<RouteLoading />}>{children}</Suspense>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
