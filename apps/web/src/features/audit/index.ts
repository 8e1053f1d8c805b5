// What the layer above the features uses of the audit feature: the History section that the
// student, user, class, school and problem pages show (composed in app/pages/). The audit log
// screen is loaded by file (app/routes.ts).
export { AuditHistorySection, type AuditHistorySectionProps } from './AuditHistorySection.tsx';
