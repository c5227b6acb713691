import {
  ADMIN_MESSAGES,
  adminPageQuerySchema,
  adminUserListQuerySchema,
  adminUserUpdateSchema,
  packageMigrationSchema,
  productInputSchema,
} from '../../shared/contract/admin';
import type { AppContext } from '../http/context';
import { idParam } from '../http/params';
import { ApiRouter } from '../http/routing';
import type { AdminService } from './service';
import { STATUS_MESSAGES } from '../../shared/contract/errors';
import { sendVisitorFile } from '../visitor-files/download';
import type { FileStore } from '../file-store/store';
import type { VisitorFilesRepo } from '../visitor-files/repo';

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** The admin screens' API: the dashboard, accounts, packages, moving subscribers, the database, contact messages, error reports. */
export function adminRoutes({ admin, visitorFiles, files }: { admin: AdminService; visitorFiles: VisitorFilesRepo; files: FileStore }): ApiRouter {
  const api = new ApiRouter();

  api.get('/api/admin/overview', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.overview();
  });

  api.get('/api/admin/users', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.listUsers(adminUserListQuerySchema.parse(ctx.query));
  });

  api.patch('/api/admin/users/:id', 'admin', async (ctx) => {
    const id = idParam(ctx, ADMIN_MESSAGES.userMissing);
    ctx.body = await admin.updateUser(ctx.state.user, id, adminUserUpdateSchema.parse(ctx.state.body ?? {}));
  });

  api.get('/api/admin/products', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.listProducts();
  });

  api.post('/api/admin/products', 'admin', async (ctx) => {
    ctx.status = 201;
    ctx.body = await admin.createProduct(productInputSchema.parse(ctx.state.body ?? {}));
  });

  api.put('/api/admin/products/:id', 'admin', async (ctx) => {
    const id = idParam(ctx, ADMIN_MESSAGES.productMissing);
    ctx.body = await admin.updateProduct(id, productInputSchema.parse(ctx.state.body ?? {}));
  });

  api.delete('/api/admin/products/:id', 'admin', async (ctx) => {
    await admin.deleteProduct(idParam(ctx, ADMIN_MESSAGES.productMissing));
    ctx.status = 204;
  });

  api.post('/api/admin/package-migration', 'admin', async (ctx) => {
    ctx.body = await admin.migratePackage(packageMigrationSchema.parse(ctx.state.body ?? {}));
  });

  api.get('/api/admin/database-migrations', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.database();
  });

  api.get('/api/admin/contact-requests', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.contactRequests(adminPageQuerySchema.parse(ctx.query).page);
  });

  api.get('/api/admin/contact-requests/:id/file', 'admin', async (ctx) =>
    sendVisitorFile(ctx, files, await visitorFiles.ofContactRequest(idParam(ctx, STATUS_MESSAGES[404]!))),
  );

  api.get('/api/admin/error-reports', 'admin', async (ctx) => {
    noStore(ctx);
    ctx.body = await admin.errorReports(adminPageQuerySchema.parse(ctx.query).page);
  });

  return api;
}
