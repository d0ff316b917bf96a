// SQLite through better-sqlite3, with transactions that take the write lock up front.
// A plain BEGIN starts as a reader and fails with SQLITE_BUSY when it later tries to write while another
// process (the CLI seeding, a second server) holds the lock; BEGIN IMMEDIATE waits on busy_timeout instead.
import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect, type SqliteDatabase, type SqliteDialectConfig, SqliteDriver, type SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 256;
const CACHEABLE_SQL_LENGTH = 8_192;

/**
 * Kysely's SQLite driver prepares every statement on every execution; parsing and planning were a visible share
 * of a search's CPU (ADR 300). This keeps the most recently used prepared statements (LRU, bounded; long SQL,
 * such as bulk inserts whose text differs with the row count, is not kept). Safe because Kysely runs one query
 * at a time on its single SQLite connection (a mutex), so a cached statement is never used twice at once, and
 * SQLite re-prepares a statement by itself after a schema change.
 */
export function withStatementCache(database: SqliteDatabase, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql);
      if (cached !== undefined) {
        // Most recently used goes last; Map keeps insertion order.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (sql.length <= CACHEABLE_SQL_LENGTH) {
        if (cache.size >= size) {
          const oldest = cache.keys().next();
          if (oldest.done !== true) cache.delete(oldest.value);
        }
        cache.set(sql, statement);
      }
      return statement;
    },
    close(): void {
      cache.clear();
      database.close();
    },
  };
}

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
