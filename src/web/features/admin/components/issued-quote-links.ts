/**
 * The links issued in this page's life, by quote id: the server keeps only each token's hash, so a link is
 * answered once (create, send). After a reload staff press Send again for a new one (the old link stops).
 */
const links = new Map<number, string>();

export const rememberLink = (id: number, url: string) => links.set(id, url);
export const issuedLink = (id: number): string | undefined => links.get(id);
