import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { AppContext } from '../../domain/app-context';

interface AppContextState {
  appContext: AppContext;
  setAppContext(context: AppContext): void;
}

const Context = createContext<AppContextState | null>(null);

/** docs/product.md §4: main by default; resets whenever the route's initial context changes. */
export function AppContextProvider({ initial = 'main', children }: { initial?: AppContext; children: ReactNode }) {
  const [appContext, setAppContext] = useState<AppContext>(initial);
  useEffect(() => setAppContext(initial), [initial]);
  return <Context.Provider value={{ appContext, setAppContext }}>{children}</Context.Provider>;
}

export function useAppContext(): AppContextState {
  const state = useContext(Context);
  if (!state) throw new Error('useAppContext must be used inside AppContextProvider');
  return state;
}
