import { describe, expect, it } from 'vitest';
import { deleteWording } from './delete-wording';

describe('the delete confirmation’s words', () => {
  it('asks before a delete and says it goes to the Trash, while the impact loads and after', () => {
    const asked = { blocked: false, title: 'Delete Perth Airport?', dismiss: 'Cancel' };
    expect(deleteWording('Perth Airport', undefined)).toMatchObject(asked);
    expect(deleteWording('Perth Airport', { items: [{ kind: 'route-pricing', label: '3 route prices' }], blocked: false })).toMatchObject(asked);
    expect(deleteWording('Perth Airport', undefined).description).toMatch(/Trash for 30 days/);
  });

  it('says why a refused delete cannot happen, and offers Close', () => {
    expect(deleteWording('Jandakot', { items: [], blocked: true, message: 'Choose another default departure first.' })).toEqual({
      blocked: true,
      title: 'Jandakot cannot be deleted',
      description: 'Choose another default departure first.',
      dismiss: 'Close',
    });
    expect(deleteWording('Jandakot', { items: [], blocked: true }).description).toBe('The server refuses to delete it.');
  });
});
