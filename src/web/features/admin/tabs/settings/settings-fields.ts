const amountFormat = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 5000 -> '5,000.00': what the Minimum field shows (its label says A$). */
export const formatAmount = (dollars: number): string => amountFormat.format(dollars);
/** What staff type, as the number the API reads: '5,000.00', 'A$ 5 000' -> '5000.00', '5000'. */
export const plainAmount = (text: string): string => text.replace(/A?\$|[,\s\u00a0]/g, '');
