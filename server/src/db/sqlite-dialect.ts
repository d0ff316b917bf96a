// SQLite through better-sqlite3, with transactions that take the write lock up front.
// A plain BEGIN starts as a reader and fails with SQLITE_BUSY when it later tries to write while another
// process (the CLI seeding, a second server) holds the lock; BEGIN IMMEDIATE waits on busy_timeout instead.
import { CompiledQuery, type DatabaseConnection, type Driver, SqliteDialect, type SqliteDialectConfig, SqliteDriver } from 'kysely';

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
