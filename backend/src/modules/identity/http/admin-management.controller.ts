import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { seedRange } from '@shared/http/ra-list-query';
import { AdminView, toAdminView } from '../domain/admin';
import { CreateAdminService } from '../services/create-admin.service';
import { ListAdminsService } from '../services/list-admins.service';
import { RemoveAdminService } from '../services/remove-admin.service';
import { AdminIdPipe } from './admin-id.pipe';
import { ADMINS } from './admin-lists';
import { AdminListResponse } from './dto/admin-list.response';
import { AdminResponse } from './dto/admin.response';
import { CreateAdminRequest } from './dto/create-admin.request';
import { GetAllAdminsRequest } from './dto/get-all-admins.request';
import { CurrentAdmin, MasterOnly } from './guards/admin.guard';

/**
 * The master admin's calls of docs/specification.md#admin-calls: create, list and delete admins.
 */
@ApiTags('back office: admins')
@Controller('api/admin')
@MasterOnly()
export class AdminManagementController {
  constructor(
    private readonly creation: CreateAdminService,
    private readonly listing: ListAdminsService,
    private readonly removal: RemoveAdminService,
  ) {}

  @Post('createAdmin')
  @ApiCreatedResponse({ type: AdminResponse })
  @ApiConflictResponse({ description: 'Email Already in use' })
  async createAdmin(
    @CurrentAdmin() master: AdminView,
    @Body() body: CreateAdminRequest,
  ): Promise<AdminResponse> {
    const admin = await this.creation.create(
      { ...body, type: 'admin' },
      { adminId: master.id, adminEmail: master.email },
    );
    return toAdminView(admin);
  }

  /** Rows start..end (1-based, inclusive) ordered by name, then e-mail. */
  @Post('getAllAdmins')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminListResponse })
  async getAllAdmins(@Body() body: GetAllAdminsRequest): Promise<AdminListResponse> {
    const { offset, limit } = seedRange(ADMINS, body);
    const page = await this.listing.list({ offset, limit, sort: ADMINS.defaultSort });
    return { count: page.count, admins: page.admins.map(toAdminView) };
  }

  @Delete('removeAdmin/:id')
  @ApiOkResponse({ type: AdminResponse, description: 'The removed admin' })
  @ApiBadRequestResponse({ description: 'Invalid admin id' })
  @ApiNotFoundResponse({ description: 'Admin not found' })
  @ApiConflictResponse({
    description: 'You cannot delete your own account / The last master admin cannot be deleted',
  })
  async removeAdmin(
    @CurrentAdmin() master: AdminView,
    @Param('id', AdminIdPipe) id: string,
  ): Promise<AdminResponse> {
    return toAdminView(await this.removal.remove(master, id));
  }
}
