import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { type Language, languageOr } from '@shared/domain/language';
import type { Customer } from '../domain/customer';
import { CustomerRepository, WriteWithCode } from '../ports/customer-repository.port';
import { CustomerOrmEntity } from './customer.orm-entity';
import { OneTimeCodeOrmEntity } from './one-time-code.orm-entity';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class CustomerTypeormRepository extends CustomerRepository {
  constructor(
    @InjectRepository(CustomerOrmEntity) private readonly rows: Repository<CustomerOrmEntity>,
  ) {
    super();
  }

  async findByEmail(email: string): Promise<Customer | null> {
    return toCustomer(await this.rows.findOneBy({ email: email.toLowerCase() }));
  }

  async findById(id: string): Promise<Customer | null> {
    return toCustomer(await this.rows.findOneBy({ id }));
  }

  async setLanguage(id: string, language: Language): Promise<boolean> {
    const result = await this.rows.update({ id }, { language });
    return result.affected === 1;
  }

  createWithCode(data: Omit<Customer, 'id'>, codeId: string): Promise<WriteWithCode> {
    return this.withCode(codeId, (tx) =>
      tx.insert(CustomerOrmEntity, { ...data, email: data.email.toLowerCase() }),
    );
  }

  changeEmailWithCode(id: string, email: string, codeId: string): Promise<WriteWithCode> {
    return this.withCode(codeId, (tx) =>
      tx.update(CustomerOrmEntity, { id }, { email: email.toLowerCase() }),
    );
  }

  setPasswordWithCode(id: string, passwordHash: string, codeId: string): Promise<WriteWithCode> {
    return this.withCode(codeId, async (tx) => {
      await tx.update(CustomerOrmEntity, { id }, { passwordHash });
      await voidResetCodes(tx, id);
    });
  }

  async updateNamePhone(id: string, fullname: string, telephone: string): Promise<Customer | null> {
    await this.rows.update({ id }, { fullname, telephone });
    return this.findById(id);
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.rows.manager.transaction(async (tx) => {
      await tx.update(CustomerOrmEntity, { id }, { passwordHash });
      await voidResetCodes(tx, id);
    });
  }

  /** Spends the code and writes in one transaction; either both happen or neither. */
  private async withCode(
    codeId: string,
    write: (tx: EntityManager) => Promise<unknown>,
  ): Promise<WriteWithCode> {
    try {
      return await this.rows.manager.transaction(async (tx) => {
        const spent = await tx
          .createQueryBuilder()
          .update(OneTimeCodeOrmEntity)
          .set({ usedAt: () => 'now()' })
          .where('id = :codeId AND used_at IS NULL', { codeId })
          .execute();
        if (spent.affected !== 1) return 'code_used' as const;
        await write(tx);
        return 'ok' as const;
      });
    } catch (err) {
      if (
        err instanceof QueryFailedError &&
        (err.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        return 'email_taken';
      }
      throw err;
    }
  }
}

/** A row as the domain reads it: a language code we no longer know is English. */
const toCustomer = (row: CustomerOrmEntity | null): Customer | null =>
  row && { ...row, language: languageOr(row.language) };

/**
 * A reset code issued before a password change dies with it (docs/decisions.md#account-limits):
 * marked used.
 */
async function voidResetCodes(tx: EntityManager, customerId: string): Promise<void> {
  await tx.query(
    `UPDATE one_time_codes SET used_at = now()
      WHERE purpose = 'reset' AND customer_id = $1 AND used_at IS NULL`,
    [customerId],
  );
}
