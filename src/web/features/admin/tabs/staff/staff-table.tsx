import type { StaffUser } from '../../../../../domain/api/staff';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../../domain/staff/roles';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import type { Me } from '../../access/me';
import { formatStaffTime } from '../../components/staff-time';
import { failedSignIns, linkAction, staffStatus, statusBadge } from './staff-facts';

interface StaffTableProps {
  users: StaffUser[];
  me: Me;
  busy: boolean;
  onRole(user: StaffUser, role: StaffRole): void;
  onAsk(kind: 'active' | 'reset' | 'sessions', user: StaffUser): void;
}

/**
 * The people who can sign in. The owner's own row offers no role change or deactivation: nobody locks
 * themselves out by a slip (another owner can do it).
 */
export function StaffTable({ users, me, busy, onRole, onAsk }: StaffTableProps) {
  if (users.length === 0) return <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">No people yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">People who can sign in to the admin panel</caption>
        <thead className="bg-muted/50 text-xs">
          <tr>
            <th scope="col" className="p-3">
              Person
            </th>
            <th scope="col" className="p-3">
              Role
            </th>
            <th scope="col" className="p-3">
              Status
            </th>
            {/* On a tablet these two stand under the status, so every action button fits (docs/product.md §2.7). */}
            <th scope="col" className="hidden p-3 lg:table-cell">
              Two-factor
            </th>
            <th scope="col" className="hidden p-3 lg:table-cell">
              Last sign-in
            </th>
            <th scope="col" className="p-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <StaffRow key={user.id} user={user} self={user.id === me.id} busy={busy} onRole={onRole} onAsk={onAsk} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type RowProps = { user: StaffUser; self: boolean; busy: boolean } & Pick<StaffTableProps, 'onRole' | 'onAsk'>;

function StaffRow({ user, self, busy, onRole, onAsk }: RowProps) {
  const twoFactor = user.twoFactorEnabled ? 'On' : 'Off';
  const lastSignIn = user.lastLoginAt ? formatStaffTime(user.lastLoginAt) : 'Never';
  return (
    <tr className="border-t align-top" data-testid="staff-row">
      <td className="p-3">
        <PersonCell user={user} self={self} />
      </td>
      <td className="p-3">{self ? STAFF_ROLE_LABELS[user.role] : <RoleSelect user={user} busy={busy} onRole={onRole} />}</td>
      <td className="p-3">
        <Badge variant={statusBadge(user)}>{staffStatus(user)}</Badge>
        <p className="mt-1 text-xs text-muted-foreground lg:hidden">Two-factor: {twoFactor}</p>
        <p className="text-xs text-muted-foreground lg:hidden">Last sign-in: {lastSignIn}</p>
      </td>
      <td className="hidden p-3 lg:table-cell">{twoFactor}</td>
      <td className="hidden whitespace-nowrap p-3 lg:table-cell">{lastSignIn}</td>
      <td className="p-3">
        <StaffActions user={user} self={self} busy={busy} onAsk={onAsk} />
      </td>
    </tr>
  );
}

/** Name (and '(you)'), e-mail, and the failed sign-ins of the last 24 hours. */
function PersonCell({ user, self }: { user: StaffUser; self: boolean }) {
  const failed = failedSignIns(user.recentFailedSignIns);
  return (
    <>
      <p className="break-words font-semibold">
        {user.name ?? user.email}
        {self && <span className="font-normal text-muted-foreground"> (you)</span>}
      </p>
      {user.name && <p className="break-all text-muted-foreground">{user.email}</p>}
      {failed && (
        <p className={failed.alert ? 'mt-1 flex items-center gap-1 font-semibold text-destructive' : 'mt-1 text-muted-foreground'} data-testid="failed-sign-ins">
          {failed.text}
        </p>
      )}
    </>
  );
}

function RoleSelect({ user, busy, onRole }: Pick<RowProps, 'user' | 'busy' | 'onRole'>) {
  return (
    <select
      aria-label={`Role of ${user.name ?? user.email}`}
      value={user.role}
      disabled={busy}
      onChange={(event) => onRole(user, event.target.value as StaffRole)}
      className="h-9 rounded-md border border-input bg-card px-2 text-sm"
    >
      {STAFF_ROLES.map((role) => (
        <option key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  );
}

/** Deactivate or reactivate, reset the password, end the sessions; never the first and last on one's own row. */
function StaffActions({ user, self, busy, onAsk }: Pick<RowProps, 'user' | 'self' | 'busy' | 'onAsk'>) {
  const who = user.name ?? user.email;
  return (
    <div className="flex flex-col items-stretch gap-1 lg:flex-row lg:flex-wrap lg:justify-end">
      {!self && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAsk('active', user)} aria-label={`${user.isActive ? 'Deactivate' : 'Reactivate'} ${who}`}>
          {user.isActive ? 'Deactivate' : 'Reactivate'}
        </Button>
      )}
      <Button size="sm" variant="outline" disabled={busy || !user.isActive} onClick={() => onAsk('reset', user)} aria-label={`${linkAction(user).button} for ${who}`}>
        {linkAction(user).button}
      </Button>
      {!self && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAsk('sessions', user)} aria-label={`End the sessions of ${who}`}>
          End sessions
        </Button>
      )}
    </div>
  );
}
