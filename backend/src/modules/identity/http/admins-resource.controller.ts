import { Body, Controller, Delete, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiRaList, contentRange, RaList, RaListQueryOf } from '@shared/http/ra-list-query';
import { AdminView, toAdminView } from '../domain/admin';
import { CreateAdminService } from '../services/create-admin.service';
import { FindAdminService } from '../services/find-admin.service';
import { ListAdminsService } from '../services/list-admins.service';
import { RemoveAdminService } from '../services/remove-admin.service';
import { AdminIdPipe } from './admin-id.pipe';
import { ADMINS } from './admin-lists';
import { AdminResponse } from './dto/admin.response';
import { CreateAdminRequest } from './dto/create-admin.request';
import { CurrentAdmin, MasterOnly } from './guards/admin.guard';

/** The react-admin `admins` resource (ra-data-simple-rest): the same services as createAdmin & co. */
@ApiTags('back office: admins')
@Controller('api/admin/admins')
@MasterOnly()
export class AdminsResourceController {
  constructor(
    private readonly creation: CreateAdminService,
    private readonly listing: ListAdminsService,
    private readonly finding: FindAdminService,
    private readonly removal: RemoveAdminService,
  ) {}

  @Get()
  @ApiRaList(ADMINS, AdminResponse)
  async list(
    @RaList(ADMINS) query: RaListQueryOf<typeof ADMINS>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminResponse[]> {
    const page = await this.listing.list({
      offset: query.offset,
      limit: query.limit,
      q: query.filter.q,
      sort: query.sort,
    });
    reply.header(
      'Content-Range',
      contentRange(ADMINS.resource, query.first, page.admins.length, page.count),
    );
    return page.admins.map(toAdminView);
  }

  @Get(':id')
  @ApiOkResponse({ type: AdminResponse })
  @ApiBadRequestResponse({ description: 'Invalid admin id' })
  @ApiNotFoundResponse({ description: 'Admin not found' })
  async one(@Param('id', AdminIdPipe) id: string): Promise<AdminResponse> {
    return toAdminView(await this.finding.byId(id));
  }

  @Post()
  @ApiCreatedResponse({ type: AdminResponse })
  @ApiConflictResponse({ description: 'Email Already in use' })
  async create(
    @CurrentAdmin() master: AdminView,
    @Body() body: CreateAdminRequest,
  ): Promise<AdminResponse> {
    const admin = await this.creation.create(
      { ...body, type: 'admin' },
      { adminId: master.id, adminEmail: master.email },
    );
    return toAdminView(admin);
  }

  @Delete(':id')
  @ApiOkResponse({ type: AdminResponse, description: 'The removed admin' })
  @ApiBadRequestResponse({ description: 'Invalid admin id' })
  @ApiNotFoundResponse({ description: 'Admin not found' })
  @ApiConflictResponse({
    description: 'You cannot delete your own account / The last master admin cannot be deleted',
  })
  async remove(
    @CurrentAdmin() master: AdminView,
    @Param('id', AdminIdPipe) id: string,
  ): Promise<AdminResponse> {
    return toAdminView(await this.removal.remove(master, id));
  }
}
