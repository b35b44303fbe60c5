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
import { AdminOnly } from '@modules/identity/http/guards/admin.guard';
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
  constructor(private readonly clients: ClientListService) {}

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
}
