// `npm run admin:create -- --email=<email> [--name="Hari Thapa"] [--role=staff|admin]`: a staff member or an
// admin for the merchant's side (/admin), on the database of DATABASE_URL (migrated first, as the store does).
// The password is read from the terminal (not echoed) or, without one, from the first line of standard input,
// so it never lands in the shell's history. An existing account keeps its password and gets the role.
import readline from "node:readline";
import { ZodError } from "zod";
import { loadConfig } from "../server/src/config.ts";
import { openDatabase } from "../server/src/db/client.ts";
import { migrateDatabase } from "../server/src/db/migrate.ts";
import { createStaffAccount } from "../server/src/modules/auth/staff-accounts.ts";
import { argument } from "./support/store-process.ts";

async function readPassword(): Promise<string> {
  const input = readline.createInterface({
    input: process.stdin,
    output: process.stdout,
    terminal: process.stdin.isTTY,
  });
  if (process.stdin.isTTY) {
    process.stdout.write("Password (8+ characters, upper and lower case and a digit): ");
    // Echo nothing of what is typed.
    (input as unknown as { _writeToOutput: () => void })._writeToOutput = () => {};
  }
  let password = "";
  for await (const line of input) {
    password = line;
    break;
  }
  input.close();
  if (process.stdin.isTTY) process.stdout.write("\n");
  return password;
}

async function main() {
  const email = argument("email");
  if (!email)
    throw new Error("Give the account's email: npm run admin:create -- --email=someone@example.com");
  const { databaseUrl } = loadConfig(process.env, "only a stand-in: this script signs nothing");
  await migrateDatabase(databaseUrl);
  const db = await openDatabase(databaseUrl);
  try {
    const done = await createStaffAccount(db, {
      email,
      name: argument("name") ?? "Store Staff",
      role: (argument("role") ?? "staff") as "staff" | "admin",
      password: await readPassword(),
    });
    console.log(`${done.action === "created" ? "Created" : "Gave the role to"} ${done.email}: ${done.role}`);
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ZodError ? error.issues.map((issue) => issue.message).join("\n") : String(error),
  );
  process.exit(1);
});
