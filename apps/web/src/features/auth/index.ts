// What the layer above the features uses of the auth feature: the sign-in page and the session
// check's call, both in the first bundle. (The logout is the shell's, in lib/use-logout.ts: a
// feature entry shared with the first bundle would pull the query library into it.) The reset
// and unauthorized pages are loaded by file (app/router.tsx).
export { fetchMe } from './api.ts';
export { default as LoginPage } from './LoginPage.tsx';
