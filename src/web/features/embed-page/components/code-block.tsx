import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useCopiedFlag } from '../../../lib/use-copied-flag';


/** A read-only code box with a copy button; when the clipboard is refused the code is selected instead. */
export function CodeBlock({ label, code }: { label: string; code: string }) {
  const { t } = useTranslation('page-embed');
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useCopiedFlag();
  useEffect(() => setCopied(false), [code]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      ref.current?.focus();
      ref.current?.select();
    }
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <Button size="sm" variant={copied ? 'secondary' : 'default'} onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span aria-live="polite">{copied ? t('copied') : t('copyCode')}</span>
        </Button>
      </div>
      <textarea
        ref={ref}
        id={id}
        readOnly
        value={code}
        rows={4}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
        className="w-full resize-y rounded-md border border-input bg-muted p-3 font-mono text-xs leading-relaxed text-foreground"
      />
    </div>
  );
}
