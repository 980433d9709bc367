import type { Language } from '../../languages';
import type { Translation } from '../../catalogue';
import en from './en';
import de from './de';
import nl from './nl';

/**
 * Every language's source strings for this audience, for the server, which compiles them at start-up
 * (docs/i18n.md). The browser never imports this file: it loads one language's compiled module.
 */
export const CATALOGUES: Readonly<Record<Language, Translation<typeof en>>> = { en, de, nl };
