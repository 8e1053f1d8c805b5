import type { TestServer } from './app.ts';

/** A new class of school 1 with `size` active students, inserted directly (faster than the API). */
export async function classOf(server: TestServer, name: string, size: number): Promise<number> {
  const { class_id } = await server.db.insertInto('classes').values({ school_id: 1, name }).returning('class_id').executeTakeFirstOrThrow();
  // Student ids are 12 of a-z and 2-9: the class's id and the number, in letters.
  const letters = (n: number, width: number) => Array.from({ length: width }, (_, k) => String.fromCharCode(97 + (Math.floor(n / 26 ** k) % 26))).join('');
  const students = Array.from({ length: size }, (_, i) => ({
    student_id: `${letters(class_id, 4)}${letters(i, 8)}`,
    firstname: `Kind${i}`,
    lastname: `Nachname${String(i).padStart(4, '0')}`,
    class_id,
    school_id: 1,
  }));
  for (let i = 0; i < students.length; i += 200) await server.db.insertInto('students').values(students.slice(i, i + 200)).execute();
  return class_id;
}
