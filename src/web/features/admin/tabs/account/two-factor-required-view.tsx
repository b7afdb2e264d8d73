import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import type { Me } from '../../access/me';
import { TwoFactorSection } from './two-factor-section';

/**
 * What the panel shows, and all it shows, when an owner requires two-factor sign-in and this person has not
 * turned it on (me.twoFactorSetupRequired; the server answers 403 'two-factor-setup-required' to the rest).
 */
export function TwoFactorRequiredView({ me, signOut }: { me: Me; signOut: ReactNode }) {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 px-3 py-3 sm:px-6">
          <h1 className="text-lg font-bold sm:text-xl">Charter Flight Admin Panel</h1>
          <div className="flex items-center gap-2 text-sm">
            <span className="text-muted-foreground">{me.name ?? me.email}</span>
            {signOut}
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto grid w-full max-w-3xl gap-4 px-3 py-6 sm:px-6">
        <h2 className="text-xl font-bold">Set up two-factor sign-in</h2>
        <p className="text-sm">An owner of this panel requires two-factor sign-in for everyone. Set it up now to continue; it takes a minute.</p>
        <Card className="p-4 sm:p-6">
          <TwoFactorSection me={me} />
        </Card>
      </main>
    </div>
  );
}
