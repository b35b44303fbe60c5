import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CodePurpose, OneTimeCode } from '../domain/one-time-code';
import { OneTimeCodeRepository } from '../ports/one-time-code-repository.port';
import { OneTimeCodeOrmEntity } from './one-time-code.orm-entity';

@Injectable()
export class OneTimeCodeTypeormRepository extends OneTimeCodeRepository {
  constructor(
    @InjectRepository(OneTimeCodeOrmEntity) private readonly rows: Repository<OneTimeCodeOrmEntity>,
  ) {
    super();
  }

  async replace(
    code: Omit<OneTimeCode, 'id' | 'failedAttempts' | 'verifiedAt' | 'usedAt'>,
  ): Promise<void> {
    await this.rows.manager.transaction(async (tx) => {
      await tx.delete(OneTimeCodeOrmEntity, { purpose: code.purpose, email: code.email });
      await tx.insert(OneTimeCodeOrmEntity, code);
    });
  }

  async find(purpose: CodePurpose, email: string): Promise<OneTimeCode | null> {
    const row = await this.rows.findOne({
      where: { purpose, email },
      order: { createdAt: 'DESC' },
    });
    return row ? { ...row, purpose: row.purpose as CodePurpose } : null;
  }

  async recordFailure(id: string): Promise<void> {
    await this.rows.increment({ id }, 'failedAttempts', 1);
  }

  async markVerified(id: string): Promise<void> {
    await this.rows.update({ id }, { verifiedAt: new Date() });
  }
}
