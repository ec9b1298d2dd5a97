import { namespaceTexts } from '../i18n/texts.ts';

/** t(key) of the open-orders namespace, so the export reads like the page in the user's language. */
export const openOrderTexts = namespaceTexts('open-orders').in;
