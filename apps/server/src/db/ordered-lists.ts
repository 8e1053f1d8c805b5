// Ordered problem lists: a student's assigned problems and a topic's problems. Each owner's
// list keeps its `ordering` dense (0, 1, 2, …) through every change. A list is described by
// its table and owner column; the SQL is the same for every list. Locking the owner's row
// (so that concurrent changes to one list queue up) stays with the callers.
import { type Insertable, type Selectable, sql } from 'kysely';
import type { Database } from './database.ts';
import type { DB } from './schema.ts';

/** The tables that hold an ordered list of problems. */
type ListTable = { [K in keyof DB]: DB[K] extends { problem_id: number; ordering: number } ? K : never }[keyof DB];

type Row<T extends ListTable> = Selectable<DB[T]>;

/** A column that can name a list's owner (anything but the problem and its position). */
type OwnerColumn<T extends ListTable> = Exclude<keyof Row<T> & string, 'problem_id' | 'ordering'>;

/** The id of one list's owner: the owner column's value. */
export type OwnerId<T extends ListTable, O extends OwnerColumn<T>> = Row<T>[O];

/** The values of a new row besides its owner, problem and position. */
export type ListExtras<T extends ListTable, O extends OwnerColumn<T>> = Omit<Insertable<DB[T]>, O | 'problem_id' | 'ordering'>;

/** One problem to append, with its own extra values (such as quiz). */
export type NewListItem<T extends ListTable, O extends OwnerColumn<T>> = { problem_id: number } & ListExtras<T, O>;

export interface OrderedList<T extends ListTable, O extends OwnerColumn<T>> {
  readonly table: T;
  /** The column naming the list's owner: the lists are its values. */
  readonly owner: O;
  /** The owner column's SQL type (for a list of owner ids). */
  readonly ownerType: OwnerId<T, O> extends string ? 'text' : 'integer';
  /** The extra values of every appended row unless the item gives its own. */
  readonly newRow: () => ListExtras<T, O>;
}

const orderedList = <T extends ListTable, O extends OwnerColumn<T>>(list: OrderedList<T, O>) => list;

/** A student's assigned problems; new ones start unsolved, quiz off. */
export const studentProblemList = orderedList({
  table: 'student_problems',
  owner: 'student_id',
  ownerType: 'text',
  newRow: () => ({ solved: false, quiz: false, last_changed: new Date() }),
});

/** A topic's problems; new ones start with quiz off. */
export const topicProblemList = orderedList({
  table: 'problemset_problems',
  owner: 'problemset_id',
  ownerType: 'integer',
  newRow: () => ({ quiz: false }),
});

/** The problem ids of one owner's list, in order. */
export async function listProblemIds<T extends ListTable, O extends OwnerColumn<T>>(
  db: Database,
  list: OrderedList<T, O>,
  ownerId: OwnerId<T, O>,
): Promise<number[]> {
  const { rows } = await sql<{ problem_id: number }>`
    select problem_id from ${sql.table(list.table)}
    where ${sql.ref(list.owner)} = ${ownerId}
    order by ordering, problem_id
  `.execute(db);
  return rows.map((r) => r.problem_id);
}

/** Appends problems (not yet in the list) at `start`, `start + 1`, … in one statement. */
export async function appendToList<T extends ListTable, O extends OwnerColumn<T>>(
  db: Database,
  list: OrderedList<T, O>,
  ownerId: OwnerId<T, O>,
  items: readonly NewListItem<T, O>[],
  start: number,
) {
  if (items.length === 0) return;
  const defaults = list.newRow();
  const rows: Record<string, unknown>[] = items.map((item, i) => ({ ...defaults, ...item, [list.owner]: ownerId, ordering: start + i }));
  // Every column any row sets; a row without it gets the column's default.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row).filter((column) => row[column] !== undefined)))];
  const values = rows.map(
    (row) => sql`(${sql.join(columns.map((column) => (row[column] === undefined ? sql`default` : sql`${row[column]}`)))})`,
  );
  await sql`
    insert into ${sql.table(list.table)} (${sql.join(columns.map((column) => sql.ref(column)))})
    values ${sql.join(values)}
  `.execute(db);
}

/** Gives one owner's problems the orderings 0, 1, 2, … in the order of `problemIds`, in one statement. */
export async function setListOrder<T extends ListTable, O extends OwnerColumn<T>>(
  db: Database,
  list: OrderedList<T, O>,
  ownerId: OwnerId<T, O>,
  problemIds: readonly number[],
) {
  if (problemIds.length === 0) return;
  const values = sql.join(problemIds.map((id, index) => sql`(${id}::integer, ${index}::integer)`));
  await sql`
    update ${sql.table(list.table)} as l set ordering = v.ordering
    from (values ${values}) as v (problem_id, ordering)
    where ${sql.ref(`l.${list.owner}`)} = ${ownerId} and l.problem_id = v.problem_id and l.ordering <> v.ordering
  `.execute(db);
}

/** Closes the gaps removals left in these owners' lists (keeping their order), in one statement. */
export async function closeUpLists<T extends ListTable, O extends OwnerColumn<T>>(
  db: Database,
  list: OrderedList<T, O>,
  ownerIds: readonly OwnerId<T, O>[],
) {
  if (ownerIds.length === 0) return;
  const owner = sql.ref(list.owner);
  const ids = sql.join(ownerIds.map((id) => sql`${id}::${sql.raw(list.ownerType)}`));
  await sql`
    update ${sql.table(list.table)} as l set ordering = r.position
    from (
      select ${owner}, problem_id,
             (row_number() over (partition by ${owner} order by ordering, problem_id) - 1)::int as position
      from ${sql.table(list.table)} where ${owner} in (${ids})
    ) as r
    where ${sql.ref(`l.${list.owner}`)} = ${sql.ref(`r.${list.owner}`)} and l.problem_id = r.problem_id and l.ordering <> r.position
  `.execute(db);
}

/** `ids` with `id` moved to `newIndex` (an index past the end moves it to the end). */
export function moveTo(ids: readonly number[], id: number, newIndex: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.min(newIndex, rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}
