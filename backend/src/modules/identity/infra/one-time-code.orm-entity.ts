import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('one_time_codes')
export class OneTimeCodeOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  purpose: string;

  @Column('text')
  email: string;

  @Column('uuid', { name: 'customer_id', nullable: true })
  customerId: string | null;

  @Column('text', { name: 'code_hash' })
  codeHash: string;

  @Column('int', { name: 'failed_attempts', default: 0 })
  failedAttempts: number;

  @Column('timestamptz', { name: 'expires_at' })
  expiresAt: Date;

  @Column('timestamptz', { name: 'verified_at', nullable: true })
  verifiedAt: Date | null;

  @Column('timestamptz', { name: 'used_at', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
