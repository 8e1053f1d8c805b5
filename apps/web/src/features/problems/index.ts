// What the layer above the features uses of the problems feature: the list screen, which takes
// other features' buttons (app/pages/ProblemsPage.tsx). The editor is loaded by file (app/routes.ts).
export { prefetchProblemList, ProblemsPage } from './ProblemsPage.tsx';
