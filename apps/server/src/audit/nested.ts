// A write operation runs in one transaction that the contract binding opens (./record.ts), so
// that its change and its audit entry commit together. Handlers that open a transaction of
// their own (`db.transaction().execute(…)`) get a savepoint inside it instead: Kysely refuses
// a transaction inside a transaction, and a savepoint keeps what the handler counted on — its
// block is undone as a whole when it throws — while the outer transaction decides the commit.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

let savepoints = 0;

/** The transaction, as a Database whose `transaction()` makes savepoints. */
export function nestable(trx: Transaction<DB>): Database {
  const proxy: Database = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        return () => ({
          async execute<T>(work: (tx: Database) => Promise<T>): Promise<T> {
            const name = sql.raw(`nested_${++savepoints}`);
            await sql`savepoint ${name}`.execute(target);
            try {
              const result = await work(proxy);
              await sql`release savepoint ${name}`.execute(target);
              return result;
            } catch (error) {
              await sql`rollback to savepoint ${name}`.execute(target);
              throw error;
            }
          },
        });
      }
      // Kysely's methods read private fields, so they run on the transaction itself.
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Database;
  return proxy;
}
