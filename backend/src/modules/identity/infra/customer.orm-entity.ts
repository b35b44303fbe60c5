import type { Language } from '@shared/domain/language';
import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

@Entity('customers')
export class CustomerOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  fullname: string;

  @Column('text')
  telephone: string;

  /** Stored lower-case; unique. */
  @Column('text', { unique: true })
  email: string;

  @Column('text', { name: 'password_hash' })
  passwordHash: string;

  /** One of shared/domain/language.ts's codes; 'en' for accounts made before languages. */
  @Column('text', { default: 'en' })
  language: Language;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
