// What the layer above the features uses of the users feature: the users screen, which takes other
// features' parts for a user's dialog (app/pages/UsersPage.tsx).
export { default as UsersPage, prefetchUsersPage } from './UsersPage.tsx';
