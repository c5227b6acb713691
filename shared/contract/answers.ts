import { z } from 'zod';
import { accountSchema, emailChangedSchema } from './account';
import { signedInSessionsSchema } from './account-sessions';
import {
  adminContactRequestPageSchema,
  adminErrorReportPageSchema,
  adminNfcOrderPageSchema,
  adminOverviewSchema,
  adminProductListSchema,
  adminProductSchema,
  adminUserListSchema,
  adminUserSchema,
  databaseStatusSchema,
  packageMigrationResultSchema,
} from './admin';
import { authResponseSchema, registrationPendingSchema } from './auth';
import {
  accountSecuritySchema,
  passkeyOptionsSchema,
  recoveryCodesAnswerSchema,
  secondFactorRequiredBodySchema,
  totpEnrolmentSchema,
} from './security';
import { blogPostListSchema, blogPostSchema, blogPreviewResultSchema } from './blog';
import { contactReceiptSchema } from './contact';
import { cardScanAnswerSchema, cardScanStatusSchema } from './card-scan';
import { leadDetailSchema, leadListSchema, leadReceivedSchema, leadSchema, leadsPlanRequiredBodySchema } from './leads';
import { followUpSchema, leadMailSchema } from './lead-mail';
import { notificationListSchema } from './notifications';
import { pushKeySchema } from './push';
import {
  acceptedInvitationSchema,
  invitationPreviewSchema,
  organisationDashboardSchema,
  organisationLeadListSchema,
  organisationListSchema,
  organisationPhysicalCardSchema,
  organisationPhysicalCardsSchema,
  organisationSchema,
  teamLockSchema,
} from './organisations';
import { nfcOrderListSchema, nfcOrderSchema, physicalCardListSchema, physicalCardSchema } from './physical-cards';
import { productListSchema } from './products';
import { profileSchema, profileSummaryListSchema, slugAvailabilitySchema, slugTakenBodySchema, uploadResultSchema, versionConflictBodySchema } from './profiles';
import { statsReportSchema } from './stats';
import { supportMessageListSchema, supportMessageSchema } from './support';
import { walletEmptyAnswerSchema, walletLinksSchema, walletUpdatedSinceSchema } from './wallet';
import { webhookCreatedSchema, webhookListSchema, webhookSampleSentSchema } from './webhooks';

/** The body of every error answer: `{ message, code, details? }` (the codes are listed in errors.ts). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** An answer that only says what happened. */
export const messageAnswerSchema = z.object({ message: z.string() });
/** How many rows a "mark all read" changed. */
export const updatedAnswerSchema = z.object({ updated: z.number().int() });
/** `GET /api/csrf-token`. */
export const csrfTokenAnswerSchema = z.object({ csrfToken: z.string() });
/** `GET /api/auth/providers`: whether sign-in with Google is offered. */
export const authProvidersSchema = z.object({ google: z.boolean() });

/** The JSON answers of one route, by status; an error status not listed answers `errorBodySchema`. */
export type RouteAnswers = Partial<Record<number, z.ZodType>>;

const profileConflict = z.union([versionConflictBodySchema, slugTakenBodySchema]);

/**
 * Every JSON answer of the API, by `METHOD /path` (`:name` for a path segment) and status. The server's tests parse
 * each answer they receive with it; the app's fetchers parse theirs with the same schemas in development.
 * Answers that are not JSON (CSV, vCard, files, 204) are not listed.
 */
/** `POST /api/profiles/{id}/share`: the contact kept as a lead, and the mail queued to them (none by WhatsApp or SMS). */
const sharedCardSchema = z.object({ lead: leadSchema, mail: leadMailSchema.nullable() });

export const API_ANSWERS = {
  'GET /api/csrf-token': { 200: csrfTokenAnswerSchema },
  'GET /api/health': { 200: z.object({ ok: z.literal(true) }) },

  'GET /api/auth/providers': { 200: authProvidersSchema },
  'POST /api/auth/register': { 201: authResponseSchema, 202: registrationPendingSchema },
  'POST /api/auth/confirm-registration': { 201: authResponseSchema },
  'POST /api/auth/login': { 200: authResponseSchema, 401: z.union([secondFactorRequiredBodySchema, errorBodySchema]) },
  'POST /api/auth/login/second-factor': { 200: authResponseSchema },
  'POST /api/auth/passkey/options': { 200: passkeyOptionsSchema },
  'POST /api/auth/passkey': { 200: authResponseSchema },
  'POST /api/auth/forgot-password': { 202: messageAnswerSchema },
  'POST /api/auth/reset-password': { 200: messageAnswerSchema },
  'GET /api/auth/current-user': { 200: authResponseSchema },
  'POST /api/auth/logout': { 200: messageAnswerSchema },

  'GET /api/account': { 200: accountSchema },
  'PATCH /api/account': { 200: accountSchema },
  'PUT /api/account/email': { 202: accountSchema },
  'DELETE /api/account/email-change': { 200: accountSchema },
  'POST /api/account/email/confirm': { 200: emailChangedSchema },
  'PUT /api/account/password': { 200: messageAnswerSchema },
  'DELETE /api/account': { 200: messageAnswerSchema },
  'GET /api/account/security': { 200: accountSecuritySchema },
  'POST /api/account/totp': { 200: totpEnrolmentSchema },
  'POST /api/account/totp/confirm': { 200: recoveryCodesAnswerSchema },
  'DELETE /api/account/totp': { 200: accountSecuritySchema },
  'POST /api/account/recovery-codes': { 200: recoveryCodesAnswerSchema },
  'POST /api/account/passkeys/options': { 200: passkeyOptionsSchema },
  'POST /api/account/passkeys': { 201: accountSecuritySchema },
  'DELETE /api/account/passkeys/:id': { 200: accountSecuritySchema },
  'GET /api/account/sessions': { 200: signedInSessionsSchema },
  'DELETE /api/account/sessions/:handle': { 200: signedInSessionsSchema },
  'POST /api/account/sessions/end-others': { 200: signedInSessionsSchema },

  'GET /api/products': { 200: productListSchema },
  'GET /api/home-products': { 200: productListSchema },

  'GET /api/profiles': { 200: profileSummaryListSchema },
  'POST /api/profiles': { 201: profileSchema, 409: profileConflict },
  'GET /api/profiles/slug-available': { 200: slugAvailabilitySchema },
  'GET /api/profiles/:id': { 200: profileSchema },
  'PUT /api/profiles/:id': { 200: profileSchema, 409: profileConflict },
  'POST /api/profiles/:id/duplicate': { 201: profileSchema, 409: profileConflict },
  'PUT /api/profiles/:id/primary': { 200: profileSchema },
  'GET /api/profiles/:id/wallet': { 200: walletLinksSchema },
  'POST /api/wallet/v1/devices/:device/registrations/:passType/:serial': { 200: walletEmptyAnswerSchema, 201: walletEmptyAnswerSchema },
  'DELETE /api/wallet/v1/devices/:device/registrations/:passType/:serial': { 200: walletEmptyAnswerSchema },
  'GET /api/wallet/v1/devices/:device/registrations/:passType': { 200: walletUpdatedSinceSchema },
  'POST /api/wallet/v1/log': { 200: walletEmptyAnswerSchema },
  'POST /api/uploads': { 201: uploadResultSchema },

  'GET /api/stats': { 200: statsReportSchema },
  'GET /api/profiles/:id/stats': { 200: statsReportSchema },

  'POST /api/public/profiles/:slug/leads': { 201: leadReceivedSchema, 200: leadReceivedSchema },
  'GET /api/leads': { 200: leadListSchema, 402: leadsPlanRequiredBodySchema },
  'POST /api/leads': { 201: leadReceivedSchema, 200: leadReceivedSchema, 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/scan/status': { 200: cardScanStatusSchema },
  'POST /api/leads/scan': { 200: cardScanAnswerSchema },
  'GET /api/leads/:id': { 200: leadDetailSchema, 402: leadsPlanRequiredBodySchema },
  'PUT /api/leads/:id': { 200: leadDetailSchema, 402: leadsPlanRequiredBodySchema },
  'PATCH /api/leads/:id': { 200: leadDetailSchema, 402: leadsPlanRequiredBodySchema },
  'POST /api/leads/:id/follow-up': { 202: leadMailSchema, 402: leadsPlanRequiredBodySchema },
  'GET /api/profiles/:id/follow-up': { 200: followUpSchema },
  'PUT /api/profiles/:id/follow-up': { 200: followUpSchema },
  'POST /api/profiles/:id/share': { 201: sharedCardSchema },
  'DELETE /api/leads/:id': { 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/export.csv': { 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/export.vcf': { 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/export-google.csv': { 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/:id/file': { 402: leadsPlanRequiredBodySchema },
  'GET /api/leads/:id/vcard': { 402: leadsPlanRequiredBodySchema },

  'GET /api/organisations': { 200: organisationListSchema },
  'POST /api/organisations': { 201: organisationSchema },
  'GET /api/organisations/:id': { 200: organisationSchema },
  'POST /api/organisations/:id/invitations': { 201: organisationSchema },
  'GET /api/organisations/:id/dashboard': { 200: organisationDashboardSchema },
  'GET /api/organisations/:id/leads': { 200: organisationLeadListSchema },
  'PUT /api/organisations/:id/template': { 200: organisationSchema },
  'GET /api/organisations/:id/physical-cards': { 200: organisationPhysicalCardsSchema },
  'POST /api/organisations/:id/physical-cards/orders': { 201: nfcOrderSchema },
  'PUT /api/organisations/:id/physical-cards/orders/:orderId/cancelled': { 200: nfcOrderSchema },
  'PUT /api/organisations/:id/physical-cards/:cardId': { 200: organisationPhysicalCardSchema },
  'GET /api/team-template': { 200: teamLockSchema },
  'GET /api/invitations/:token': { 200: invitationPreviewSchema },
  'POST /api/invitations/accept': { 200: acceptedInvitationSchema, 201: acceptedInvitationSchema },
  'GET /api/webhooks': { 200: webhookListSchema },
  'POST /api/webhooks': { 201: webhookCreatedSchema },
  'DELETE /api/webhooks/:id': {},
  'POST /api/webhooks/:id/test': { 200: webhookSampleSentSchema },

  'GET /api/physical-cards': { 200: physicalCardListSchema },
  'POST /api/physical-cards': { 201: physicalCardSchema },
  'POST /api/physical-cards/claim': { 200: physicalCardSchema },
  'GET /api/physical-cards/orders': { 200: nfcOrderListSchema },
  'POST /api/physical-cards/orders': { 201: nfcOrderSchema },
  'PUT /api/physical-cards/orders/:id/cancelled': { 200: nfcOrderSchema },
  'PUT /api/physical-cards/:id/link': { 200: physicalCardSchema },
  'PUT /api/physical-cards/:id/active': { 200: physicalCardSchema },
  'PUT /api/physical-cards/:id/written': { 200: physicalCardSchema },
  'PUT /api/physical-cards/:id/locked': { 200: physicalCardSchema },

  'GET /api/notifications': { 200: notificationListSchema },
  'PUT /api/notifications/read-all': { 200: updatedAnswerSchema },
  'GET /api/push/key': { 200: pushKeySchema },

  'GET /api/support-messages': { 200: supportMessageListSchema },
  'PUT /api/support-messages/read-all': { 200: updatedAnswerSchema },
  'GET /api/open-support-messages': { 200: supportMessageListSchema },
  'POST /api/create-support-ticket': { 201: supportMessageSchema },
  'POST /api/messages': { 201: supportMessageSchema },
  'PUT /api/messages/read-all': { 200: updatedAnswerSchema },
  'PUT /api/admin/messages/:id/close': { 200: z.object({ success: z.literal(true) }) },
  'PUT /api/admin/messages/:id/reopen': { 200: z.object({ success: z.literal(true) }) },

  'POST /api/contact': { 201: contactReceiptSchema },
  'POST /api/errors/report': {},
  'POST /api/events': {},
  'GET /api/events/pixel': {},

  'GET /api/blog-posts': { 200: blogPostListSchema },
  'GET /api/blog-posts/:id': { 200: blogPostSchema },
  'POST /api/admin/blog-posts/preview': { 200: blogPreviewResultSchema },
  'POST /api/admin/blog-posts': { 201: blogPostSchema },
  'PUT /api/admin/blog-posts/:id': { 200: blogPostSchema },
  'PUT /api/admin/blog-posts/:id/publish': { 200: blogPostSchema },
  'DELETE /api/admin/blog-posts/:id': {},

  'GET /api/admin/overview': { 200: adminOverviewSchema },
  'GET /api/admin/users': { 200: adminUserListSchema },
  'PATCH /api/admin/users/:id': { 200: adminUserSchema },
  'GET /api/admin/products': { 200: adminProductListSchema },
  'POST /api/admin/products': { 201: adminProductSchema },
  'PUT /api/admin/products/:id': { 200: adminProductSchema },
  'DELETE /api/admin/products/:id': {},
  'POST /api/admin/package-migration': { 200: packageMigrationResultSchema },
  'GET /api/admin/database-migrations': { 200: databaseStatusSchema },
  'GET /api/admin/contact-requests': { 200: adminContactRequestPageSchema },
  'GET /api/admin/contact-requests/:id/file': {},
  'GET /api/admin/error-reports': { 200: adminErrorReportPageSchema },
  'GET /api/admin/physical-card-orders': { 200: adminNfcOrderPageSchema },
  'PATCH /api/admin/physical-card-orders/:id': { 200: nfcOrderSchema },
} satisfies Record<string, RouteAnswers>;

export type ApiRoute = keyof typeof API_ANSWERS;

/** The route of `API_ANSWERS` a request's method and path fall under, or null when none does. */
export function answerRoute(method: string, path: string): ApiRoute | null {
  const pathname = path.split('?')[0]!.replace(/\/+$/, '') || '/';
  const segments = pathname.split('/');
  for (const route of Object.keys(API_ANSWERS) as ApiRoute[]) {
    const [routeMethod, routePath] = route.split(' ') as [string, string];
    if (routeMethod !== method.toUpperCase() && !(routeMethod === 'GET' && method.toUpperCase() === 'HEAD')) continue;
    const parts = routePath.split('/');
    if (parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i])) return route;
  }
  return null;
}

/** The schema a route's answer of this status must match: its own, else the error body for an error status. */
export function answerSchema(route: ApiRoute | null, status: number): z.ZodType | null {
  const listed = route ? (API_ANSWERS[route] as RouteAnswers)[status] : undefined;
  if (listed) return listed;
  return status >= 400 ? errorBodySchema : null;
}
