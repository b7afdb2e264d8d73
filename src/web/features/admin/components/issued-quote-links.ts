/**
 * The links answered in this page's life, by quote id: the server answers a quote's link with create and send
 * only. After a reload Send again answers the same link (it never changes, docs/product.md §10.1).
 */
const links = new Map<number, string>();

export const rememberLink = (id: number, url: string) => links.set(id, url);
export const issuedLink = (id: number): string | undefined => links.get(id);
