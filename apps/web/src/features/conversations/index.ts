// What the layer above the features uses of the conversations feature: the student page's
// history and conversations sections. The conversation screen is loaded by file (app/routes.ts).
export { StudentConversationsSection } from './StudentConversationsSection.tsx';
export { StudentHistorySection } from './StudentHistorySection.tsx';
