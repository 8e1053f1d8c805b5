import type { Language } from '@backoffice/api-client';

/** The product's languages as a model is told to write them. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  de: 'German',
  en: 'English',
  es: 'Spanish',
  ru: 'Russian',
  uk: 'Ukrainian',
};
