// What the layer above the features uses of the problems feature: the list screen, which takes
// other features' buttons (app/pages/ProblemsPage.tsx), and the editor, which takes other features'
// sections (app/pages/ProblemEditorPage.tsx).
export { default as ProblemEditorPage } from './ProblemEditorPage.tsx';
export { ProblemsPage } from './ProblemsPage.tsx';
