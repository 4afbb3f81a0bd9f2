// The PostgreSQL driver adapter for Prisma's CLI (migrate deploy / diff through the JS schema engine), with the
// two gaps of @prisma/adapter-pg 6.19.3 that the schema engine falls into filled:
//  - The engine reads pg_catalog, whose columns of type `name` ("Column type 'name' could not be deserialized",
//    prisma/orm#27403; fixed in adapter-pg 7) and `"char"` the adapter does not map. Both are text.
//  - The adapter runs a migration by splitting it on every ";", which cuts a function body ($$ ... ; ... $$) or a
//    string holding ";" in pieces. PostgreSQL runs a whole script in one simple-protocol query, as the native
//    engine sends it: a query without parameters takes that path.
//  - Its shadow database (migrate diff --from-migrations) is the real one: see shadowDatabase below.
// The store itself never reads those types and runs no scripts: this is for the CLI only.
import crypto from "node:crypto";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
// Types only, of the package @prisma/adapter-pg itself implements (same pinned version).
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";

const TEXT = 25;
const TEXT_ARRAY = 1009;
/** Catalogue types the adapter refuses, and the text type each is read as. */
const READ_AS: Record<number, number> = {
  18: TEXT, // "char"
  19: TEXT, // name
  1002: TEXT_ARRAY, // "char"[]
  1003: TEXT_ARRAY, // name[]
};

type Result = { fields?: { dataTypeID: number }[] };

function readCatalogueTypesAsText<T>(result: T): T {
  for (const field of (result as Result)?.fields ?? []) {
    const as = READ_AS[field.dataTypeID];
    if (as !== undefined) field.dataTypeID = as;
  }
  return result;
}

/** A pg client whose results describe catalogue columns as text (pg's pool calls it with a callback). */
class CatalogueClient extends pg.Client {
  // pg's query() has many overloads; this passes any of them through and fixes the result on the way back.
  override query(...args: unknown[]): never {
    const last = args.at(-1);
    if (typeof last === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) =>
        (last as (e: unknown, r: unknown) => void)(error, error ? result : readCatalogueTypesAsText(result));
    }
    const answer = (super.query as (...a: unknown[]) => unknown)(...args);
    return (answer instanceof Promise ? answer.then(readCatalogueTypesAsText) : answer) as never;
  }
}

type Adapter = SqlDriverAdapter;

function wholeScripts(adapter: Adapter): Adapter {
  adapter.executeScript = async (script: string) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  return adapter;
}

/** The adapter factory for prisma.config.ts. */
function factoryFor(connectionString: string) {
  // allowExitOnIdle: the CLI never closes the pool, and idle connections would keep it alive for 10 s.
  return new PrismaPg({ connectionString, Client: CatalogueClient, allowExitOnIdle: true });
}

/**
 * A database of its own for `migrate diff --from-migrations`, dropped when the engine lets it go. The adapter's
 * own connectToShadowDb gives pg both the connection string and the shadow database's name, and pg lets the
 * string win: the migrations would be replayed on the real database.
 */
async function shadowDatabase(connectionString: string): Promise<Adapter> {
  const main = await factoryFor(connectionString).connect();
  const name = `prisma_migrate_shadow_db_${crypto.randomUUID().replaceAll("-", "")}`;
  await main.executeRaw({ sql: `CREATE DATABASE "${name}"`, args: [], argTypes: [] });
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  const shadow = wholeScripts(await factoryFor(url.toString()).connect());
  const release = shadow.dispose.bind(shadow);
  shadow.dispose = async () => {
    await release();
    await main.executeRaw({ sql: `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`, args: [], argTypes: [] });
    await main.dispose();
  };
  return shadow;
}

/** The adapter factory for prisma/postgres/prisma.config.ts. */
export function cliAdapter(connectionString: string): SqlMigrationAwareDriverAdapterFactory {
  const factory = factoryFor(connectionString);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => wholeScripts(await factory.connect()),
    connectToShadowDb: () => shadowDatabase(connectionString),
  };
}
