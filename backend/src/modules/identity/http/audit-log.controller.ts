import { BadRequestException, Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiRaList, contentRange, RaList, RaListQueryOf } from '@shared/http/ra-list-query';
import { AuditLogReader } from '../ports/audit-log-reader.port';
import { AUDIT_LOG } from './admin-lists';
import { AuditEntryResponse } from './dto/audit-entry.response';
import { MasterOnly } from './guards/admin.guard';

/** The audit log of admin actions, read by master admins (react-admin `audit-log` resource). */
@ApiTags('back office: audit log')
@Controller('api/admin/audit-log')
@MasterOnly()
export class AuditLogController {
  constructor(private readonly log: AuditLogReader) {}

  @Get()
  @ApiRaList(AUDIT_LOG, AuditEntryResponse)
  async list(
    @RaList(AUDIT_LOG) query: RaListQueryOf<typeof AUDIT_LOG>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryResponse[]> {
    const { from, to, admin } = query.filter;
    if (from && to && from > to)
      throw new BadRequestException('Invalid filter: the "from" day is after the "to" day');
    const page = await this.log.list({
      offset: query.offset,
      limit: query.limit,
      action: query.filter.action,
      q: query.filter.q?.trim() || undefined,
      admin,
      from,
      to,
      order: query.sort.order,
    });
    reply.header(
      'Content-Range',
      contentRange(AUDIT_LOG.resource, query.first, page.entries.length, page.total),
    );
    return page.entries.map((e) => ({ ...e, at: e.at.toISOString() }));
  }
}
