import { Injectable } from '@nestjs/common';
import type { AdminView } from '../domain/admin';
import { isEnrolled } from '../domain/second-factor';
import { SecondFactorPolicyStore } from '../ports/second-factor-policy-store.port';
import { SecondFactorRepository } from '../ports/second-factor-repository.port';
import { RecordAdminActionService } from './record-admin-action.service';

export interface SecondFactorStatus {
  enrolled: boolean;
  enrolledAt: Date | null;
  recoveryCodesLeft: number;
  /** The master's rule: every admin must log in with a second factor. */
  required: boolean;
}

/** The profile's view of one's second factor, and the master's site-wide rule. */
@Injectable()
export class SecondFactorSettingsService {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly policy: SecondFactorPolicyStore,
    private readonly audit: RecordAdminActionService,
  ) {}

  async status(adminId: string): Promise<SecondFactorStatus> {
    const factor = await this.factors.find(adminId);
    const enrolled = isEnrolled(factor);
    return {
      enrolled,
      enrolledAt: enrolled ? factor.enrolledAt : null,
      recoveryCodesLeft: enrolled ? factor.recoveryCodeHashes.length : 0,
      required: await this.policy.required(),
    };
  }

  /**
   * Admins without a second factor are led to enrol at their next login; sessions already open
   * carry on (docs/decisions.md#requiring-it).
   */
  async setRequired(master: Pick<AdminView, 'id' | 'email'>, required: boolean): Promise<void> {
    await this.policy.setRequired(required);
    await this.audit.record({
      adminId: master.id,
      adminEmail: master.email,
      action: 'admin.totp_required_changed',
      detail: required ? 'required' : 'optional',
    });
  }
}
