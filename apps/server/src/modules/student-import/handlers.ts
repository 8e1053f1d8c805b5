// The roster import (docs/product/screens.md#student-import): a dry run shows what each row
// of the file would do, the import writes it. The binding wraps this write in one transaction
// (docs/architecture.md, "One request end to end"), so new classes and students are written
// all together or not at all.
import type { StudentImportClass } from '@backoffice/api-client';
import type { SessionUser } from '../../auth/session-user.ts';
import { requireRole } from '../../auth/policy.ts';
import { defineHandlers } from '../../contract/handler.ts';
import { forbidden, schoolNotFound, unprocessable } from '../../lib/http-error.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { insertClasses, insertStudents, loadSchoolState } from './data.ts';
import { planImport } from './plan.ts';
import { readTable } from './read-table.ts';

/** The school to import into: an admin names it, a schooladmin has their own (another's is 403). */
function importSchool(user: SessionUser, schoolId: number | undefined): number {
  if (user.usertype === 'admin') {
    if (schoolId === undefined) throw unprocessable('validation', "The field 'school_id' is required.");
    return schoolId;
  }
  if (user.school_id === null || (schoolId !== undefined && schoolId !== user.school_id)) throw forbidden();
  return user.school_id;
}

export const studentImportHandlers = defineHandlers({
  async importStudents({ user, body, services: { db } }) {
    requireRole(user, 'admin', 'schooladmin');
    const schoolId = importSchool(user, body.school_id);
    const dryRun = body.dry_run !== 'false';
    const table = await readTable((body.file as UploadedFile).data);
    const school = await loadSchoolState(db, schoolId);
    if (!school) throw schoolNotFound(422);
    const plan = planImport(table, school, body.create_classes === 'true');

    const newNames = [...plan.newClasses.values()];
    const newIds = dryRun ? [] : await insertClasses(db, schoolId, newNames);
    const idOf = new Map<string, number>([...school.classes].map(([name, c]) => [name, c.class_id]));
    [...plan.newClasses.keys()].forEach((name, index) => {
      if (!dryRun) idOf.set(name, newIds[index]!);
    });
    let created = 0;
    if (!dryRun) {
      created = await insertStudents(
        db,
        plan.rows
          .filter((row) => row.status === 'create')
          .map((row) => ({
            firstname: row.firstname,
            lastname: row.lastname,
            gender: row.gender!,
            language: row.language!,
            class_id: row.class_name === null ? null : idOf.get(row.class_name.toLowerCase())!,
            school_id: schoolId,
          })),
      );
    }
    const classes: StudentImportClass[] = plan.classNames.map((name) => ({
      class_id: idOf.get(name) ?? null,
      name: school.classes.get(name)?.name ?? plan.newClasses.get(name)!,
      created: plan.newClasses.has(name),
    }));
    return { dry_run: dryRun, created, classes_created: newNames, classes, rows: plan.rows };
  },
});
