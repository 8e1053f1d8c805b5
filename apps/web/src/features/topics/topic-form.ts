// The topic form: a name, required (docs/product/validation.md). One schema for the create
// dialog and the topic page's name form.
import * as z from 'zod/mini';
import { requiredText } from '../../components/form/index.ts';

export const topicFormSchema = z.object({ name: requiredText() });

export type TopicForm = z.output<typeof topicFormSchema>;
