import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storage, STORAGE_KEYS } from './storage';

export type ThemePreference = 'light' | 'dark' | 'system';
const ORDER: ThemePreference[] = ['light', 'dark', 'system'];

/** docs/product.md §4: "system" means dark from 19:00 to 07:00 local time. */
export function isNightTime(date: Date): boolean {
  const hour = date.getHours();
  return hour >= 19 || hour < 7;
}

function readPreference(): ThemePreference {
  const stored = storage.get(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' || stored === 'system' ? stored : 'system';
}

interface ThemeState {
  preference: ThemePreference;
  resolved: 'light' | 'dark';
  cycle(): void;
  setPreference(preference: ThemePreference): void;
}

const ThemeContext = createContext<ThemeState | null>(null);

/** Light, dark or system (rechecked every 60 s); `forced` pins a theme (the admin is always light). */
export function ThemeProvider({ children, forced }: { children: ReactNode; forced?: 'light' | 'dark' }) {
  const [preference, setPreferenceState] = useState<ThemePreference>(readPreference);
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    if (preference !== 'system') return;
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [preference]);

  const resolved: 'light' | 'dark' = forced ?? (preference === 'system' ? (isNightTime(now) ? 'dark' : 'light') : preference);

  useEffect(() => {
    document.documentElement.classList.toggle('dark', resolved === 'dark');
  }, [resolved]);

  const setPreference = useCallback((next: ThemePreference) => {
    storage.set(STORAGE_KEYS.theme, next);
    setPreferenceState(next);
  }, []);
  const cycle = useCallback(() => {
    setPreferenceState((current) => {
      const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length]!;
      storage.set(STORAGE_KEYS.theme, next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ preference, resolved, cycle, setPreference }), [preference, resolved, cycle, setPreference]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme must be used inside ThemeProvider');
  return state;
}
