// What the layer above the features uses of the students feature: the student page's frame
// (header and states) and its problems section. The list screen is loaded by file (app/routes.ts).
export { prefetchStudentPage, StudentPage } from './StudentPage.tsx';
export { StudentProblems } from './StudentProblems.tsx';
export { AfterStudentProblems } from './AfterStudentProblems.tsx';
