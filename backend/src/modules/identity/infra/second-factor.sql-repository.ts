import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { SecondFactor } from '../domain/second-factor';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';

interface SecondFactorRow {
  admin_id: string;
  sealed_secret: string;
  enrolled_at: Date | null;
  last_step: string | null;
  recovery_code_hashes: string[];
}

const COLUMNS = 'admin_id, sealed_secret, enrolled_at, last_step, recovery_code_hashes';

const toDomain = (row: SecondFactorRow): SecondFactor => ({
  adminId: row.admin_id,
  sealedSecret: row.sealed_secret,
  enrolledAt: row.enrolled_at,
  // bigint comes back as text; a time step is about 5.9e7 today, far inside a safe integer.
  lastStep: row.last_step === null ? null : Number(row.last_step),
  recoveryCodeHashes: row.recovery_code_hashes,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Table `admin_second_factors`, one row per admin, gone with the admin (ON DELETE CASCADE). */
@Injectable()
export class SecondFactorSqlRepository extends SecondFactorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async find(adminId: string): Promise<SecondFactor | null> {
    if (!UUID.test(adminId)) return null;
    const rows: SecondFactorRow[] = await this.db.query(
      `SELECT ${COLUMNS} FROM admin_second_factors WHERE admin_id = $1`,
      [adminId],
    );
    return rows[0] ? toDomain(rows[0]) : null;
  }

  async savePending(adminId: string, sealedSecret: string): Promise<'saved' | 'enrolled'> {
    // An enrolled row is left alone (the WHERE of DO UPDATE): no second enrolment over it.
    const rows: unknown[] = await this.db.query(
      `INSERT INTO admin_second_factors (admin_id, sealed_secret) VALUES ($1, $2)
       ON CONFLICT (admin_id) DO UPDATE SET sealed_secret = EXCLUDED.sealed_secret,
         last_step = NULL, recovery_code_hashes = '{}', updated_at = now()
       WHERE admin_second_factors.enrolled_at IS NULL
       RETURNING admin_id`,
      [adminId, sealedSecret],
    );
    return rows.length ? 'saved' : 'enrolled';
  }

  async confirm(
    adminId: string,
    sealedSecret: string,
    step: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE admin_second_factors
       SET enrolled_at = now(), last_step = $3, recovery_code_hashes = $4, updated_at = now()
       WHERE admin_id = $1 AND sealed_secret = $2 AND enrolled_at IS NULL
       RETURNING admin_id`,
      [adminId, sealedSecret, step, recoveryCodeHashes],
    );
    return rows.length > 0;
  }

  async claimStep(adminId: string, step: number): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE admin_second_factors SET last_step = $2, updated_at = now()
       WHERE admin_id = $1 AND enrolled_at IS NOT NULL AND (last_step IS NULL OR last_step < $2)
       RETURNING admin_id`,
      [adminId, step],
    );
    return rows.length > 0;
  }

  async spendRecoveryCode(adminId: string, hash: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE admin_second_factors
       SET recovery_code_hashes = array_remove(recovery_code_hashes, $2), updated_at = now()
       WHERE admin_id = $1 AND enrolled_at IS NOT NULL AND $2 = ANY (recovery_code_hashes)
       RETURNING admin_id`,
      [adminId, hash],
    );
    return rows.length > 0;
  }

  async remove(adminId: string): Promise<boolean> {
    if (!UUID.test(adminId)) return false;
    const [, count]: [unknown[], number] = await this.db.query(
      `DELETE FROM admin_second_factors WHERE admin_id = $1`,
      [adminId],
    );
    return count > 0;
  }
}
