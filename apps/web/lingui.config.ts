import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Catalogs live in the repository's top-level locales/ folder. The messages in the code are
// English (the source locale); German is the default language and the fallback.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['de', 'en', 'es', 'ru', 'uk'],
  fallbackLocales: { default: 'de' },
  catalogs: [
    {
      path: '<rootDir>/../../locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
