import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  ApiRaList,
  contentRange,
  defineRaList,
  RaList,
  RaListQueryOf,
  raText,
} from '../../../shared/http/ra-list-query';
import { ADMIN_ACTIONS } from '../domain/admin-action';
import { AuditLogReader } from '../ports/audit-log-reader';
import { AuditEntryResponse } from './dto/audit-entry.response';
import { MasterOnly } from './guards/admin.guard';

const AUDIT_LOG = defineRaList({
  resource: 'audit-log',
  filter: { action: z.enum(ADMIN_ACTIONS), q: raText },
  sortFields: ['at'],
  defaultSort: { field: 'at', order: 'DESC' },
});

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
    const page = await this.log.list({
      offset: query.offset,
      limit: query.limit,
      action: query.filter.action,
      q: query.filter.q?.trim() || undefined,
      order: query.sort.order,
    });
    reply.header(
      'Content-Range',
      contentRange(AUDIT_LOG.resource, query.first, page.entries.length, page.total),
    );
    return page.entries.map((e) => ({ ...e, at: e.at.toISOString() }));
  }
}
