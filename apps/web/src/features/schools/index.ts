// What the layer above the features uses of the schools feature: the school page, which takes
// other features' sections (app/pages/SchoolPage.tsx). The list is loaded by file (app/routes.ts).
export { default as SchoolPage, prefetchSchoolPage } from './SchoolPage.tsx';
