import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { THEME_IDS, THEMES, type CustomToken, type ThemeId, type TokenValues } from './themes';

const STORAGE_KEY = 'design-test-theme';

function storedTheme(): ThemeId {
  const value = storage.get(STORAGE_KEY);
  return (THEME_IDS as readonly string[]).includes(value ?? '') ? (value as ThemeId) : 'current';
}

/** The design-test page's theme and custom colours; remembered for this page only (the site keeps its own). */
export function useDesignTheme() {
  const [theme, setTheme] = useState<ThemeId>(storedTheme);
  const [custom, setCustom] = useState<Partial<Record<CustomToken, string>>>({});

  useEffect(() => storage.set(STORAGE_KEY, theme), [theme]);

  const choose = useCallback((next: ThemeId) => {
    setTheme(next);
    setCustom({});
  }, []);
  const setColour = useCallback((token: CustomToken, value: string) => setCustom((previous) => ({ ...previous, [token]: value })), []);
  const resetColours = useCallback(() => setCustom({}), []);

  const tokens: TokenValues = { ...THEMES[theme], ...custom };
  return { theme, choose, custom, setColour, resetColours, tokens };
}
