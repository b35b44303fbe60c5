import englishMessages from 'ra-language-english';
import { addPhrases } from './i18nProvider';

// react-admin's English phrases, added to the i18nProvider when the first screen that shows any
// loads (layout/AdminFrame.tsx, layout/rareScreens.ts import this file for that), not with the
// login page (docs/performance.md#back-office-first-load).
addPhrases(englishMessages);
