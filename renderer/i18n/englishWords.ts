import { wordsOf } from '../../shared/i18n/catalogue';
import type { MessageKey } from '../../shared/i18n/keys';
import type { Params } from '../../shared/i18n/catalogue';
import tablet from '../../shared/i18n/catalogues/tablet/en?messages';
import tournaments from '../../shared/i18n/catalogues/tournaments/en?messages';
import tv from '../../shared/i18n/catalogues/tv/en?messages';
import type { Words } from './words';

/**
 * The English words of the lane tablet, the TV and the tournament screens, compiled as the browser gets them: the view functions'
 * unit tests word their results with it and assert the product's English texts unchanged.
 */
export const ENGLISH_WORDS: Words = {
  t: (key: MessageKey, params?: Params) => wordsOf({ ...tablet, ...tv, ...tournaments }, key, params),
  language: 'en',
};
