// `npm run admin:create -- --email E --password P [--master] [--name "Full Name"]`: an admin
// account from a shell (the first master admin of an install, or a lost one). Same rules and
// the same use case as createAdmin in the back office.
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { DataSource } from 'typeorm';
import { AppConfig } from '@config/app-config';
import { checkNewAdmin } from '@modules/identity/http/dto/create-admin.request';
import { AdminAuditLogSql } from '@modules/identity/infra/admin-audit-log.sql-repository';
import { AdminSqlRepository } from '@modules/identity/infra/admin.sql-repository';
import { Argon2PasswordHasher } from '@modules/identity/infra/argon2-password-hasher';
import { CreateAdminService } from '@modules/identity/services/create-admin.service';
import { RecordAdminActionService } from '@modules/identity/services/record-admin-action.service';
import { DomainError } from '@shared/domain/domain-error';
import { dataSourceOptions } from '../data-source-options';
import { runMigrations } from '../run-migrations';

const USAGE =
  'Usage: npm run admin:create -- --email E --password P [--master] [--name "Full Name"]';

/** A mistake of the person typing: the message and exit code 1, no stack trace. */
class UsageError extends Error {}

function readArguments() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        master: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n${USAGE}`);
  }
  if (!values.email || !values.password)
    throw new UsageError(`--email and --password are required.\n${USAGE}`);
  const type = values.master ? ('master' as const) : ('admin' as const);
  const checked = checkNewAdmin({
    fullname: values.name ?? (type === 'master' ? 'Master Admin' : 'Admin'),
    email: values.email,
    password: values.password,
  });
  if (!checked.ok) throw new UsageError(`Invalid ${checked.message}`);
  return { ...checked.value, type };
}

async function main(): Promise<void> {
  const input = readArguments();
  const config = new AppConfig();
  const db = await new DataSource(dataSourceOptions(config.env.DATABASE_URL)).initialize();
  try {
    await runMigrations(db);
    const creation = new CreateAdminService(
      new AdminSqlRepository(db),
      new Argon2PasswordHasher(),
      new RecordAdminActionService(new AdminAuditLogSql(db)),
    );
    const admin = await creation.create(input, { system: 'system:admin:create' }).catch((err) => {
      if (err instanceof DomainError)
        throw new UsageError(`An admin with the e-mail ${input.email} already exists.`);
      throw err;
    });
    const kind = admin.type === 'master' ? 'master admin' : 'admin';
    console.log(`Created ${kind} ${admin.fullname} <${admin.email}> (id ${admin.id}).`);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
