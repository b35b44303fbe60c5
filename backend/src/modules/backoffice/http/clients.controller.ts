import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ApiRaList,
  contentRange,
  RaList,
  RaListQueryOf,
  seedRange,
} from '@shared/http/ra-list-query';
import { AdminOnly, CurrentAdmin } from '@modules/identity/http/guards/admin.guard';
import type { AdminActor } from '../domain/admin-actor';
import { BlockClientService } from '../services/block-client.service';
import { ClientBlockRequest } from './dto/client-block.request';
import { ClientListService } from '../services/client-list.service';
import { parseClientFilter } from '../services/list-filters';
import { CLIENTS } from './backoffice-lists';
import { ListRequestsDocs } from './list-docs';
import { GetUsersRequest } from './dto/list-requests';
import { ClientActivityResponse, ClientView, GetUsersResponse } from './dto/list-responses';

@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class ClientsController {
  constructor(
    private readonly clients: ClientListService,
    private readonly blocks: BlockClientService,
  ) {}

  /** The specification's call: clients start..end (1-based, inclusive), by name. */
  @Post('getUsers')
  @HttpCode(200)
  @ApiOkResponse({ type: GetUsersResponse })
  async getUsers(@Body() body: GetUsersRequest): Promise<GetUsersResponse> {
    const { q } = parseClientFilter({ q: body.q });
    const { offset, limit } = seedRange(CLIENTS, body);
    const page = await this.clients.list({ q, window: { offset, limit } });
    return { count: page.count, users: page.rows };
  }

  /** react-admin's `clients` resource: filter `q`, sort fullname or email. */
  @Get('clients')
  @ApiRaList(CLIENTS, ClientView, ['q'])
  async list(
    @RaList(CLIENTS) query: RaListQueryOf<typeof CLIENTS>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientView[]> {
    const page = await this.clients.list({
      q: query.filter.q,
      window: { offset: query.offset, limit: query.limit },
      sort: { field: query.sort.field, direction: query.sort.order },
    });
    void reply.header(
      'Content-Range',
      contentRange(CLIENTS.resource, query.first, page.rows.length, page.count),
    );
    return page.rows;
  }

  @Get('clients/:id')
  @ApiOkResponse({ type: ClientView })
  @ApiNotFoundResponse({ description: 'Client not found' })
  byId(@Param('id') id: string): Promise<ClientView> {
    return this.clients.byId(id);
  }

  /** The client page's orders and Mvm payments (by the client's e-mail), newest first. */
  @Get('clients/:id/activity')
  @ApiOkResponse({ type: ClientActivityResponse })
  @ApiNotFoundResponse({ description: 'Client not found' })
  activity(@Param('id') id: string): Promise<ClientActivityResponse> {
    return this.clients.activity(id);
  }

  /** Blocks the client from buying, with the reason (audited); their account and history stay. */
  @Post('clients/:id/block')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientView })
  @ApiNotFoundResponse({ description: 'Client not found' })
  block(
    @CurrentAdmin() admin: AdminActor,
    @Param('id') id: string,
    @Body() body: ClientBlockRequest,
  ): Promise<ClientView> {
    return this.blocks.block(admin, id, body.reason);
  }

  /** Lets the client buy again, with the reason (audited). */
  @Post('clients/:id/unblock')
  @HttpCode(200)
  @ApiOkResponse({ type: ClientView })
  @ApiNotFoundResponse({ description: 'Client not found' })
  unblock(
    @CurrentAdmin() admin: AdminActor,
    @Param('id') id: string,
    @Body() body: ClientBlockRequest,
  ): Promise<ClientView> {
    return this.blocks.unblock(admin, id, body.reason);
  }
}
