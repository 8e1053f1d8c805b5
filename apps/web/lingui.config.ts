import { DEFAULT_LANGUAGE, languageValues } from '@backoffice/api-client';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Catalogs live in the repository's top-level locales/ folder. The messages in the code are
// English (the source locale); the languages and the fallback are the contract's.
//
// Two catalogs per language, so that the first page does not carry every screen's text
// (docs/architecture.md budgets): `public` holds what the public pages (sign-in, reset,
// unauthorized) and the shared code need, and loads first; `app` holds the signed-in
// screens and loads with the shell (src/lib/i18n.ts, loadAppMessages).
export default defineConfig({
  sourceLocale: 'en',
  locales: [...languageValues],
  fallbackLocales: { default: DEFAULT_LANGUAGE },
  catalogs: [
    {
      path: '<rootDir>/../../locales/{locale}/public',
      include: ['<rootDir>/src/main.tsx', '<rootDir>/src/app', '<rootDir>/src/lib', '<rootDir>/src/components', '<rootDir>/src/features/auth'],
      exclude: ['**/*.test.*', '<rootDir>/src/app/shell/**'],
    },
    {
      path: '<rootDir>/../../locales/{locale}/app',
      include: ['<rootDir>/src/features', '<rootDir>/src/app/shell'],
      exclude: ['**/*.test.*', '<rootDir>/src/features/auth/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
