export { EmailField, GenderField, LanguageField, PasswordField, TextField } from './fields.tsx';
export { FormField } from './FormField.tsx';
export { FORM_ERROR_MESSAGES } from './form-messages.ts';
export { emailText, genderValue, isEmailAddress, languageValue, optionalText, passwordText, requiredText } from './form-rules.ts';
export type { FormErrorKey } from './form-rules.ts';
export { formProblem, formSummary, useZodForm } from './use-zod-form.ts';
