import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A mail kept instead of sent (no SMTP configured): what /dev/mailbox shows. */
@Entity('dev_mails')
export class DevMailOrmEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text', { name: 'to_address' })
  to: string;

  @Column('text', { name: 'from_address' })
  from: string;

  @Column('text', { name: 'reply_to', nullable: true })
  replyTo: string | null;

  @Column('text')
  subject: string;

  @Column('text')
  text: string;

  @Column('text', { nullable: true })
  html: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
