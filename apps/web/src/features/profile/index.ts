// What the shell uses of the profile feature: saving the header's language choice. The profile
// dialog is loaded by file when it opens (app/shell/Shell.tsx).
export { useSaveOwnLanguage } from './api.ts';
