// A year of audit entries for the audit list's measurements only (never part of the demo
// data): `count` entries spread over 365 days, about 200 actors, 5,000 students and the other
// kinds of record, 50 schools, with a realistic mix of operations. Generated in the database
// (generate_series), so a million rows take seconds, not a million round trips.
import { sql } from 'kysely';
import type { Database } from '../database.ts';

export async function seedAuditEntries(db: Database, count: number): Promise<void> {
  const chunk = 200_000;
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    await sql`
      insert into audit_log (at, actor_user_id, actor_name, actor_role, operation_id, entity_type, entity_id, school_id, outcome, changes, ip)
      select
        now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second',
        1 + g % 200,
        'Nutzer ' || (1 + g % 200),
        (array['admin', 'schooladmin', 'teacher', 'teacher', 'parent'])[1 + g % 5],
        (array['updateStudent', 'getConversationMessages', 'login', 'updateProblem', 'addStudentProblems', 'updateClass'])[1 + g % 6],
        (array['student', 'conversation', 'user', 'problem', 'student', 'class'])[1 + g % 6],
        case g % 6
          when 0 then 'ld' || lpad((g % 5000)::text, 10, 'a')
          when 4 then 'ld' || lpad((g % 5000)::text, 10, 'a')
          else ((g * 7) % 20000)::text
        end,
        1 + g % 50,
        case when g % 97 = 0 then 'failure' else 'success' end,
        jsonb_build_object('lastname', jsonb_build_object('before', 'Alt ' || g, 'after', 'Neu ' || g)),
        '198.51.100.' || (g % 250)
      from generate_series(${start}::int, ${end - 1}::int) as g`.execute(db);
  }
  await sql`analyze audit_log`.execute(db);
}
