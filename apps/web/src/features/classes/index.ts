// What the layer above the features uses of the classes feature: the class page, which takes
// other features' sections (app/pages/ClassPage.tsx). The other screens are loaded by file (app/routes.ts).
export { default as ClassPage, prefetchClassPage } from './ClassPage.tsx';
