/**
 * A 403 { code: 'two-factor-setup-required' }: the owner requires two-factor and this person has not turned
 * it on. admin-request.ts reports it here; the panel (shell/admin-app.tsx) listens and re-reads `me`, whose
 * `twoFactorSetupRequired` then shows only the two-factor setup.
 */
const listeners = new Set<() => void>();

export function onTwoFactorSetupRequired(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportTwoFactorSetupRequired(): void {
  listeners.forEach((listener) => listener());
}
