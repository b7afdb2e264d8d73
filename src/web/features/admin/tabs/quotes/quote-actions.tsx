import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { QuoteDetail } from '../../../../../domain/api/quotes';
import { Button } from '../../../../components/ui/button';
import { ApiError } from '../../../../lib/api-client';
import { sendQuote, withdrawQuote } from '../../api/quotes';
import { issuedLink, rememberLink } from '../../components/issued-quote-links';

/** Send (the quote's one link, e-mailed with SMTP), Copy link (as answered in this session) and Withdraw. */
export function QuoteActions({ quote, onChanged }: { quote: QuoteDetail; onChanged(detail: QuoteDetail): void }) {
  const queryClient = useQueryClient();
  const [link, setLink] = useState(() => issuedLink(quote.id));
  const [copied, setCopied] = useState(false);
  const done = (detail: QuoteDetail) => {
    onChanged(detail);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'quotes'] });
  };
  const send = useMutation({
    mutationFn: () => sendQuote(quote.id),
    onSuccess: (answer) => {
      rememberLink(quote.id, answer.url);
      setLink(answer.url);
      done(answer);
    },
  });
  const withdraw = useMutation({ mutationFn: () => withdrawQuote(quote.id), onSuccess: done });
  const open = quote.status === 'draft' || quote.status === 'sent' || quote.status === 'expired';
  const failure = send.error ?? withdraw.error;
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {open && (
          <Button type="button" onClick={() => send.mutate()} disabled={send.isPending} data-testid="quote-send">
            {quote.status === 'draft' ? 'Send' : 'Send again (same link)'}
          </Button>
        )}
        {link && (
          <Button type="button" variant="outline" onClick={() => void copy()} data-testid="quote-copy-link">
            {copied ? 'Copied!' : 'Copy link'}
          </Button>
        )}
        {open && (
          <Button type="button" variant="outline" onClick={() => withdraw.mutate()} disabled={withdraw.isPending}>
            Withdraw
          </Button>
        )}
      </div>
      {link ? (
        <p className="break-all text-sm">
          Link: <a href={link} className="text-primary underline" data-testid="quote-link" target="_blank" rel="noreferrer noopener">{link}</a>
        </p>
      ) : (
        open && <p className="text-sm text-muted-foreground">The link is shown when the quote is made or sent; it stays the same, so Send shows it again and the visitor's link keeps working.</p>
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure instanceof ApiError ? failure.serverMessage : 'That did not work. Please try again.'}
        </p>
      )}
    </div>
  );
}
