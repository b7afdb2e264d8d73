import { CalendarDays } from 'lucide-react';
import { useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { datePlaceholder, formatPageDate, parsePageDate } from '../../lib/page-dates';
import { NOTES_NAMESPACE } from '../../lib/request-failure';
import type { FieldControlProps } from './form-field';
import { Input } from './input';

interface DateFieldProps extends FieldControlProps {
  /** The form's registration of the field: its value is YYYY-MM-DD (or what was typed, for the schema to refuse). */
  registration: UseFormRegisterReturn;
  /** The earliest day the calendar offers. */
  min?: string;
  className?: string;
}

type Handler = UseFormRegisterReturn['onChange'];

/**
 * A date typed and shown in the page's language (2026/12/01 on a Chinese page, 01/12/2026 on an English or
 * Hindi one), with the browser's calendar one button away. A native date input writes its text in the
 * browser's locale whatever the page's language, so it serves only as the calendar here.
 */
export function DateField({ registration, min, className, ...control }: DateFieldProps) {
  const { t, i18n } = useTranslation(NOTES_NAMESPACE);
  const language = i18n.language;
  const text = useRef<HTMLInputElement | null>(null);
  const calendar = useRef<HTMLInputElement>(null);
  const { name, onChange, onBlur, ref } = registration;
  // The form keeps the date itself; what was typed goes as it is when it is no date, so the schema says so.
  const send = (handler: Handler, typed: string, type: 'change' | 'blur') =>
    void handler({ target: { name, value: parsePageDate(typed, language) ?? typed.trim() }, type });

  const attach = (element: HTMLInputElement | null) => {
    text.current = element;
    ref(element);
    // The form writes its value (YYYY-MM-DD) into the field it is given: shown in the page's order instead.
    if (element) element.value = formatPageDate(element.value, language);
  };
  const openCalendar = () => {
    const picker = calendar.current;
    if (!picker) return;
    picker.value = parsePageDate(text.current?.value ?? '', language) ?? '';
    try {
      picker.showPicker();
    } catch {
      picker.focus();
    }
  };
  const picked = (iso: string) => {
    if (!iso || !text.current) return;
    text.current.value = formatPageDate(iso, language);
    send(onChange, iso, 'change');
  };

  return (
    <div className={`relative ${className ?? ''}`}>
      <Input
        {...control}
        ref={attach}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={datePlaceholder(language, { year: t('dateParts.year'), month: t('dateParts.month'), day: t('dateParts.day') })}
        onChange={(event) => send(onChange, event.target.value, 'change')}
        onBlur={(event) => {
          const iso = parsePageDate(event.target.value, language);
          if (iso) event.target.value = formatPageDate(iso, language);
          send(onBlur, event.target.value, 'blur');
        }}
        className="pe-11"
      />
      <button
        type="button"
        onClick={openCalendar}
        aria-label={t('chooseDate')}
        className="absolute inset-y-0 end-0 grid w-11 place-items-center rounded-e-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <CalendarDays className="size-4" aria-hidden />
      </button>
      <input
        ref={calendar}
        type="date"
        min={min}
        tabIndex={-1}
        aria-hidden
        onChange={(event) => picked(event.target.value)}
        className="pointer-events-none absolute bottom-0 start-0 h-px w-full opacity-0"
      />
    </div>
  );
}
