import { Injectable } from '@nestjs/common';
import { AdminListQuery, AdminPage, AdminRepository } from '../ports/admin-repository.port';

/** The admin list of master admins: getAllAdmins and the react-admin `admins` resource. */
@Injectable()
export class ListAdminsService {
  /** The most rows one call answers: the edge refuses more, this is the last guard. */
  static readonly MAX_ROWS = 100;

  constructor(private readonly admins: AdminRepository) {}

  async list(query: AdminListQuery): Promise<AdminPage> {
    const q = query.q?.trim();
    return this.admins.list({
      ...query,
      q: q || undefined,
      limit: Math.min(query.limit, ListAdminsService.MAX_ROWS),
    });
  }
}
