// Row types of the tables in db/migrations (kept by hand next to the SQL they describe). The
// enumerations are the contract's own types.
import type { AuditEntityType, AuditOutcome, Gender, Language, MessageContent, ReviewCategory, ReviewSeverity, ReviewSource, ReviewState, SettingType, Usertype } from '@backoffice/api-client';
import type { ColumnType, Generated, GeneratedAlways, Insertable, Updateable } from 'kysely';

export type { AuditEntityType, AuditOutcome, Gender, Language, ReviewCategory, ReviewSeverity, ReviewSource, ReviewState, Usertype, SettingType };

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

export type MessageRole = MessageContent['role'];

export interface SchoolsTable {
  school_id: Generated<number>;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
  language: Generated<Language>;
  created_at: Timestamp;
}

export interface UsersTable {
  user_id: Generated<number>;
  usertype: Usertype;
  school_id: number | null;
  firstname: string;
  lastname: string;
  gender: Generated<Gender>;
  language: Generated<Language>;
  email: string;
  password_hash: string;
  active: Generated<boolean>;
  registered: Timestamp;
  lastlogin: NullableTimestamp;
}

export interface SessionsTable {
  session_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface TrustedDevicesTable {
  token_hash: string;
  user_id: number;
  last_used: Timestamp;
}

export type JobKind = 'extraction';
export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** The audit log (migration 012): who changed what, and who read a child's conversation. */
export interface AuditLogTable {
  audit_id: GeneratedAlways<number>;
  at: Generated<Date>;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_role: Usertype | null;
  operation_id: string;
  entity_type: AuditEntityType;
  entity_id: string | null;
  entity_name: string | null;
  school_id: number | null;
  outcome: Generated<AuditOutcome>;
  changes: Json<Record<string, { before: unknown; after: unknown }>>;
  ip: string | null;
}

/** Background jobs a user follows (migration 009); the queue itself is pg-boss's. */
export interface JobsTable {
  job_id: string;
  kind: JobKind;
  created_by_user_id: number;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempt: Generated<number>;
  progress_done: Generated<number>;
  progress_total: Generated<number>;
  file_name: string | null;
  params: Json<Record<string, unknown>>;
  input: Buffer | null;
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: ColumnType<{ code: string; detail: string } | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Leases on the slots of the AI limit shared by all processes (migration 009). */
export interface AiSlotsTable {
  slot: number;
  holder: string;
  expires_at: Timestamp;
}

/** Keys the server made for itself (migration 008), by name. */
export interface ServerKeysTable {
  name: string;
  value: string;
}

export interface SettingsTable {
  key: string;
  type: SettingType;
  value: Json<boolean | number | string | string[]>;
  possible_values: string | null;
  min_value: number | null;
  max_value: number | null;
  max_length: number | null;
  descriptions: Json<Partial<Record<Language, string>>>;
  updated_at: NullableTimestamp;
}

export interface ClassesTable {
  class_id: Generated<number>;
  school_id: number;
  name: string;
  created_at: Timestamp;
}

export interface StudentsTable {
  student_id: string;
  firstname: string;
  lastname: string;
  gender: Generated<Gender>;
  language: Generated<Language>;
  class_id: number | null;
  school_id: number | null;
  parent_user_id: number | null;
  active: Generated<boolean>;
  history: string | null;
  lastlogin: NullableTimestamp;
  registered: Timestamp;
}

export interface CollectionsTable {
  collection_id: Generated<number>;
  name: string;
}

export interface ProblemsTable {
  problem_id: Generated<number>;
  text: string;
  /** The image in the file storage (src/storage/), by its content's key (migrations 010, 011). */
  file_key: string | null;
  file_type: string | null;
  /** Bytes. */
  file_size: number | null;
  /** The image's list-card picture: at most 800 px, the image's own key when it fits. */
  thumbnail_key: string | null;
  template_key: string | null;
  template_type: string | null;
  template_size: number | null;
  solution: string | null;
  answer: string | null;
  wrong_answers: Json<string[]>;
  gradefrom: number;
  gradeto: number;
  difficulty: number;
  language: Generated<Language>;
  collection_id: number | null;
  owner_school_id: number | null;
  created_by_user_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Text, solution and answer lowercased, for the search (migration 003); computed by the database. */
  search_text: GeneratedAlways<string>;
}

export interface ProblemsetsTable {
  problemset_id: Generated<number>;
  name: string;
  creator_user_id: number | null;
  owner_school_id: number | null;
  last_changed: Timestamp;
}

export interface ProblemsetProblemsTable {
  problemset_id: number;
  problem_id: number;
  ordering: number;
  quiz: Generated<boolean>;
}

export interface ClassProblemsetsTable {
  class_id: number;
  problemset_id: number;
}

export interface StudentProblemsTable {
  student_id: string;
  problem_id: number;
  ordering: number;
  solved: Generated<boolean>;
  quiz: Generated<boolean>;
  last_changed: NullableTimestamp;
}

export interface CharactersTable {
  character_id: string;
  name: string;
}

export interface ConversationsTable {
  conversation_id: Generated<number>;
  student_id: string;
  character_id: string;
  title: string | null;
  user_agent: string | null;
  digest: string | null;
  /** When the digest was written; null for digests from before (they count as up to date). */
  digested_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type MessagePart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

export interface MessagesTable {
  message_id: Generated<number>;
  conversation_id: number;
  created_at: Timestamp;
  role: MessageRole;
  source: string | null;
  content: Json<string | MessagePart[]>;
}

export interface RecordingsTable {
  recording_id: Generated<number>;
  conversation_id: number;
  file_name: string;
  mime_type: string;
  /** The audio in the file storage, under recordings/ (migrations 010, 011). */
  file_key: string;
  size: number;
  recorded_at: Timestamp;
}

/** A flagged message of the safety review queue (migration 013). */
export interface ReviewsTable {
  review_id: Generated<number>;
  message_id: number;
  conversation_id: number;
  student_id: string;
  category: ReviewCategory;
  severity: ReviewSeverity;
  source: ReviewSource;
  excerpt: string;
  match_start: number | null;
  match_end: number | null;
  created_at: Timestamp;
  state: Generated<ReviewState>;
  handled_by_user_id: number | null;
  handled_by_name: string | null;
  handled_at: NullableTimestamp;
  note: string | null;
}

/** The review scan's watermark: one row (id 1). */
export interface ReviewScanTable {
  id: number;
  last_message_id: number;
  scanned_at: NullableTimestamp;
}

export interface DB {
  schools: SchoolsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  trusted_devices: TrustedDevicesTable;
  server_keys: ServerKeysTable;
  jobs: JobsTable;
  ai_slots: AiSlotsTable;
  settings: SettingsTable;
  classes: ClassesTable;
  students: StudentsTable;
  collections: CollectionsTable;
  problems: ProblemsTable;
  problemsets: ProblemsetsTable;
  problemset_problems: ProblemsetProblemsTable;
  class_problemsets: ClassProblemsetsTable;
  student_problems: StudentProblemsTable;
  characters: CharactersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  recordings: RecordingsTable;
  audit_log: AuditLogTable;
  reviews: ReviewsTable;
  review_scan: ReviewScanTable;
}

export type NewProblem = Insertable<ProblemsTable>;
export type NewReview = Insertable<ReviewsTable>;
export type ProblemUpdate = Updateable<ProblemsTable>;
