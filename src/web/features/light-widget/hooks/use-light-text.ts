import { createContext, useContext } from 'react';
import { createLightText, ENGLISH_LIGHT_MESSAGES, type LightText } from '../i18n/light-messages';

/** The light pages' language, given once by the entry (light-main.tsx) after its strings have loaded. */
export const LightTextContext = createContext<LightText>(createLightText('en', ENGLISH_LIGHT_MESSAGES));

export const useLightText = (): LightText => useContext(LightTextContext);
