// What the layer above the features uses of the auth feature: the sign-in page (in the first
// bundle), the session check's call and the logout. The reset and unauthorized pages are loaded
// by file (app/router.tsx).
export { fetchMe } from './api.ts';
export { default as LoginPage } from './LoginPage.tsx';
export { useLogout } from './use-logout.ts';
