import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../../identity/http/guards/admin.guard';
import { CLIENT_SORT_FIELDS } from '../domain/transaction';
import { ClientListService } from '../services/client-list.service';
import { ListRequestsDocs } from './list-docs';
import { GetUsersRequest, RaListQuery } from './dto/list-requests';
import { ClientView, GetUsersResponse } from './dto/list-responses';
import { contentRange, parseRaList } from './ra-list-query';

@ApiTags('backoffice')
@Controller('api/admin')
@AdminOnly()
@ListRequestsDocs()
export class ClientsController {
  constructor(private readonly clients: ClientListService) {}

  /** The seed's call: clients start..end (1-based, inclusive), by name. */
  @Post('getUsers')
  @HttpCode(200)
  @ApiOkResponse({ type: GetUsersResponse })
  async getUsers(@Body() body: GetUsersRequest): Promise<GetUsersResponse> {
    const page = await this.clients.list({ q: body.q, first: body.start - 1, last: body.end - 1 });
    return { count: page.count, users: page.rows };
  }

  /** react-admin's `clients` resource: filter `q`, sort fullname or email. */
  @Get('clients')
  @ApiOkResponse({ type: [ClientView] })
  @ApiHeader({ name: 'Content-Range', description: 'clients first-last/total (answer)' })
  async list(
    @Query() query: RaListQuery,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClientView[]> {
    const ra = parseRaList(query, CLIENT_SORT_FIELDS);
    const { q, ...others } = ra.filter;
    const page = await this.clients.list({
      q,
      unknownFilters: Object.keys(others),
      first: ra.first,
      last: ra.last,
      sort: ra.sort,
    });
    void reply.header(
      'Content-Range',
      contentRange('clients', ra.first, page.rows.length, page.count),
    );
    return page.rows;
  }

  @Get('clients/:id')
  @ApiOkResponse({ type: ClientView })
  @ApiNotFoundResponse({ description: 'Client not found' })
  byId(@Param('id') id: string): Promise<ClientView> {
    return this.clients.byId(id);
  }
}
