import type { DeleteImpact } from '../api/trash';

/** The dialog's words: a refused delete says why and offers Close; any other asks, and says where it goes. */
export function deleteWording(name: string, impact: DeleteImpact | undefined): { blocked: boolean; title: string; description: string; dismiss: string } {
  if (impact?.blocked === true) {
    return { blocked: true, title: `${name} cannot be deleted`, description: impact.message ?? 'The server refuses to delete it.', dismiss: 'Close' };
  }
  return {
    blocked: false,
    title: `Delete ${name}?`,
    description: 'It moves to the Trash for 30 days, where it can be restored; visitors stop seeing it at once.',
    dismiss: 'Cancel',
  };
}
