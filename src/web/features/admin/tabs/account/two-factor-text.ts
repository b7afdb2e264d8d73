/**
 * The QR code's SVG (drawn by the server) as an <img> source: a data: URL is shown as a picture only, so
 * nothing in it can run or reach the page (never put into the page as markup).
 */
export function qrImageSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The secret for typing into an app by hand, in groups of four ('JBSW Y3DP EHPK 3PXP'); apps ignore the spaces. */
export function secretGroups(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** The recovery codes as a text file to keep: who and where they are for, when they were made, one code a line. */
export function recoveryCodesFile(codes: readonly string[], email: string, madeAt: Date): string {
  return [
    'Charter Flight Admin Panel: two-factor recovery codes',
    `Account: ${email}`,
    `Made: ${madeAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once when you cannot use your authenticator app.',
    'Keep them somewhere safe; anyone with a code and your password can sign in.',
    '',
    ...codes.map((code, index) => `${String(index + 1).padStart(2, ' ')}. ${code}`),
    '',
  ].join('\n');
}

/** The download's file name: the account's name part, so that two people's files do not overwrite each other. */
export function recoveryCodesFileName(email: string): string {
  const name = (email.split('@')[0] ?? '').replace(/[^a-z0-9._-]+/gi, '-').replace(/^-+|-+$/g, '') || 'account';
  return `recovery-codes-${name}.txt`;
}
