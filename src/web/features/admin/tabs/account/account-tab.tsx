import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { can, STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from '../../../../../domain/staff/roles';
import type { Me } from '../../access/me';
import { CalendarFeedSection } from './calendar-feed-section';
import { ChangePasswordForm } from './change-password-form';
import { MySessions } from './my-sessions';
import { TwoFactorSection } from './two-factor-section';

/**
 * /admin/account, for everyone: who I am, my password, where I am signed in, two-factor sign-in, and for those
 * who may see bookings (owners and agents) the calendar feed of the bookings.
 */
export function AccountTab({ me }: { me: Me }) {
  return (
    <section aria-labelledby="account-title" className="grid gap-6">
      <div className="grid gap-1">
        <h2 id="account-title" className="text-xl font-bold">
          Account
        </h2>
        <p className="text-sm text-muted-foreground">
          {me.name ? `${me.name} (${me.email})` : me.email} · {STAFF_ROLE_LABELS[me.role]}: {STAFF_ROLE_DESCRIPTIONS[me.role]}
        </p>
      </div>
      <AccountCard title="Change password" id="account-password">
        <ChangePasswordForm />
      </AccountCard>
      <AccountCard title="My sessions" id="account-sessions">
        <MySessions />
      </AccountCard>
      <AccountCard title="Two-factor sign-in" id="account-two-factor">
        <TwoFactorSection me={me} />
      </AccountCard>
      {can(me.role, 'inquiries') && (
        <AccountCard title="Calendar feed of the bookings" id="account-calendar-feed">
          <CalendarFeedSection />
        </AccountCard>
      )}
    </section>
  );
}

function AccountCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="grid gap-4 p-4 sm:p-6" aria-labelledby={id} role="region">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </Card>
  );
}
