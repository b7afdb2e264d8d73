import type { StaffUser } from '../../../../../domain/api/staff';

/** Failed sign-ins in the last 24 hours from this many on are highlighted for the owner. */
export const FAILED_SIGN_IN_ALERT = 3;

/** What a person's row says about their account, in words (the table's Status column). */
export function staffStatus(user: Pick<StaffUser, 'isActive' | 'invitePending'>): string {
  if (!user.isActive) return 'Deactivated';
  return user.invitePending ? 'Invite pending' : 'Active';
}

/** The Status badge's colour: an active account green, a pending invite highlighted, a deactivated one muted. */
export function statusBadge(user: Pick<StaffUser, 'isActive' | 'invitePending'>): 'success' | 'accent' | 'muted' {
  if (!user.isActive) return 'muted';
  return user.invitePending ? 'accent' : 'success';
}

/** The failed sign-ins line: nothing when there were none, highlighted from FAILED_SIGN_IN_ALERT on. */
export function failedSignIns(count: number): { text: string; alert: boolean } | undefined {
  if (count <= 0) return undefined;
  return { text: `${count} failed sign-in${count === 1 ? '' : 's'} in the last 24 hours`, alert: count >= FAILED_SIGN_IN_ALERT };
}

/** The people in the order the owner reads them: active first, then by name (or e-mail). */
export function sortStaff(users: readonly StaffUser[]): StaffUser[] {
  const key = (user: StaffUser) => (user.name ?? user.email).toLocaleLowerCase();
  return [...users].sort((a, b) => Number(b.isActive) - Number(a.isActive) || key(a).localeCompare(key(b)));
}

/** The confirm question before deactivating or reactivating someone, in plain words. */
export function activeQuestion(user: Pick<StaffUser, 'name' | 'email' | 'isActive'>): { title: string; description: string; confirm: string } {
  const who = user.name ?? user.email;
  return user.isActive
    ? {
        title: `Deactivate ${who}?`,
        description: `${who} is signed out everywhere at once and cannot sign in until an owner reactivates the account.`,
        confirm: 'Deactivate',
      }
    : { title: `Reactivate ${who}?`, description: `${who} can sign in again with their password.`, confirm: 'Reactivate' };
}

/**
 * The password button of a person's row and what it asks. Someone who never chose a password (their setup
 * link was lost or ran out) gets a new invite; anyone else a password reset link.
 */
export function linkAction(user: Pick<StaffUser, 'name' | 'email' | 'invitePending'>): { button: string; title: string; description: string; confirm: string; linkTitle: string } {
  const who = user.name ?? user.email;
  if (user.invitePending) {
    return {
      button: 'Resend invite',
      title: `Resend the invite to ${who}?`,
      description: `You get a new one-time setup link to give to ${who} (it is also e-mailed when mail is set up); the earlier link stops working.`,
      confirm: 'Make a new invite link',
      linkTitle: `New invite link for ${who}`,
    };
  }
  return {
    button: 'Reset password',
    title: `Reset the password of ${who}?`,
    description: `You get a one-time link to give to ${who} (it is also e-mailed when mail is set up). Their current password keeps working until they use the link; then all their sessions end.`,
    confirm: 'Make a reset link',
    linkTitle: `Password reset link for ${who}`,
  };
}

/** The active people who have no two-factor sign-in yet: requiring it for everyone asks them to set it up. */
export function withoutTwoFactor(users: readonly StaffUser[]): StaffUser[] {
  return sortStaff(users.filter((user) => user.isActive && !user.twoFactorEnabled));
}
