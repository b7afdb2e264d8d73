import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isHostFramed } from '../lib/host-bridge';
import { applyPartnerAccent } from '../lib/partner-look';
import '../lib/i18n';
// Before the router mounts, so the admin panel's unsaved-changes guard hears Back/Forward first.
import '../lib/pop-state-first';
import { Providers } from './providers';
import { AppRouter } from './router';

// Before the first render, so no button paints in the default colour first.
applyPartnerAccent();

// A transition render is time-sliced: the first screen is built in small slices that leave the main
// thread free for input, instead of one long task.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
});

// Inside a partner's frame only: the booking site's first load does not carry the height reports.
if (isHostFramed()) void import('../lib/host-height').then((m) => m.reportHeightToHost());
