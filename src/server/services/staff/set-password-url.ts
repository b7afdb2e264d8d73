/** The address of the panel's set-password page for a one-time token, on the site's base URL. */
export function setPasswordUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/admin/set-password?token=${encodeURIComponent(token)}`;
}
