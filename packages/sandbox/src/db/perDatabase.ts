import type { Db } from "./database.js";

/**
 * One `T` a database, made by `make` when the database first asks for it: a store's statements are prepared once per
 * connection, and every service on that connection shares them.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let found = made.get(db);
    if (found === undefined) {
      found = make(db);
      made.set(db, found);
    }
    return found;
  };
}
