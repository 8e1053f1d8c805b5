// The parts of the student page below its header (spec §2 student detail), in page order. Each
// is a component that gets the student; the history and the conversations sections of
// features/conversations/ join this list.
import type { Student } from '@backoffice/api-client';
import type { ComponentType } from 'react';
import { StudentConversationsSection } from '../conversations/StudentConversationsSection.tsx';
import { StudentHistorySection } from '../conversations/StudentHistorySection.tsx';
import { StudentProblems } from './StudentProblems.tsx';

export interface StudentSection {
  key: string;
  Component: ComponentType<{ student: Student }>;
}

export const STUDENT_SECTIONS: readonly StudentSection[] = [
  { key: 'problems', Component: StudentProblems },
  { key: 'history', Component: StudentHistorySection },
  { key: 'conversations', Component: StudentConversationsSection },
];
