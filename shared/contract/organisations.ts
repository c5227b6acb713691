import { z } from 'zod';
import { CARD_LANGUAGES } from './card-languages';
import { ACCOUNT_MESSAGES } from './account';
import { emailSchema, localeSchema, passwordSchema, userSchema, usernameSchema } from './auth';
import { LEAD_STATUSES, leadSchema } from './leads';
import { linkedProfileSchema, nfcOrderSchema, physicalCardSchema } from './physical-cards';
import { colorSchema, TEMPLATES, uploadPathSchema, type CardTranslation } from './profiles';
import { INVITATION_TEXTS } from './invitation-texts';
import { SEATS_FULL_MESSAGE } from './team-seats';
import { oneLineText } from './visible-text';

/** Hebrew messages of organisations, their invitations and their dashboard. */
export const ORGANISATION_MESSAGES = {
  nameRequired: 'יש להזין את שם הצוות',
  nameTooLong: 'שם הצוות ארוך מדי',
  notFound: 'הצוות לא נמצא',
  memberNotFound: 'החבר/ה לא נמצא/ה בצוות',
  adminsOnly: 'רק בעלי הצוות ומנהליו יכולים לעשות זאת',
  alreadyInOrganisation: 'החשבון כבר שייך לצוות. כל חשבון יכול להיות חבר בצוות אחד',
  ownerStays: 'אי אפשר להסיר את בעל הצוות',
  ownerCloses: 'בעלי הצוות לא יוצאים ממנו: אפשר לסגור את הצוות',
  ownerOnly: 'רק בעלי הצוות יכולים לסגור אותו',
  closePaidSeats: 'אי אפשר לסגור צוות כל עוד המושבים שלו משולמים בתוכנית הצוות. כדי לסיים את התוכנית אפשר לפנות לתמיכה',
  adminRemovesMembersOnly: 'מנהל יכול להסיר רק חברים, לא מנהלים אחרים',
  invitationInvalid: 'ההזמנה לא בתוקף: ייתכן שכבר נוצלה או שפג תוקפה. אפשר לבקש הזמנה חדשה',
  invitationCancelled: INVITATION_TEXTS.cancelled,
  invitationReplaced: INVITATION_TEXTS.replaced,
  invitationNotFound: 'ההזמנה לא נמצאה, או שכבר נסגרה',
  invitationOtherAccount: 'ההזמנה נשלחה לכתובת מייל אחרת. יש להתחבר עם החשבון של הכתובת שאליה נשלחה',
  invitationSignIn: 'לכתובת הזאת כבר יש חשבון: יש להתחבר כדי להצטרף לצוות',
  invitationAccountDetails: 'כדי ליצור חשבון יש לבחור שם משתמש וסיסמה',
  invited: 'ההזמנה נשלחה',
  templateLocked: 'השדה נקבע בתבנית הצוות: רק בעלי הצוות ומנהליו יכולים לשנות אותו',
  templateLockedChangeThere: 'השדה נקבע בתבנית הצוות: אפשר לשנות אותו שם, בעמוד הצוות',
  companyRequired: 'יש להזין את שם החברה',
  joined: 'הצטרפת לצוות',
  seatsFull: SEATS_FULL_MESSAGE,
  memberCardRequired: 'יש לבחור כרטיס של חבר/ת צוות',
  memberNameRequired: 'יש להזין את השם שלך, כפי שיופיע לצוות ובכרטיס',
  memberOwnCard: 'זה כרטיס פיזי של חבר/ת הצוות עצמו/ה, לא של הצוות: רק מי שמחזיק/ה בו יכול/ה לשנות אותו',
  invitationMailsToAddress: INVITATION_TEXTS.mailsToAddress,
  invitationMailsToOrganisation: INVITATION_TEXTS.mailsToOrganisation,
} as const;

export { MAX_TEAM_SEATS, TEAM_TRIAL_SEATS } from './team-seats';
export { INVITATION_MAIL_LIMITS } from './invitation-texts';

/**
 * Where an organisation's seats come from: a team plan its owner pays for (`plan`), the owner's running trial
 * (`trial`), or neither (`none`: the owner's seat alone).
 */
export const SEAT_SOURCES = ['plan', 'trial', 'none'] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

/**
 * An organisation's seats. Every member holds one, the owner included, and so does every invitation still open (an
 * accepted one becomes the member's). Inviting when `used + pending` reaches `paid`, or accepting when `used` does,
 * answers 402 `seats_full`.
 */
export const organisationSeatsSchema = z.object({
  used: z.number().int(),
  pending: z.number().int(),
  paid: z.number().int(),
  source: z.enum(SEAT_SOURCES),
  /** How the team plan is billed, null without one. */
  billingCycle: z.enum(['monthly', 'yearly']).nullable(),
  /** When the plan's period or the trial ends (null: no end, or no plan). */
  until: z.string().nullable(),
});
export type OrganisationSeats = z.infer<typeof organisationSeatsSchema>;

export const ORGANISATION_ROLES = ['owner', 'admin', 'member'] as const;
export type OrganisationRole = (typeof ORGANISATION_ROLES)[number];
/** The roles an invitation may give: the owner is only ever the account that created the organisation. */
export const INVITED_ROLES = ['member', 'admin'] as const;

/** How long an invitation's link works. */
export const INVITATION_DAYS = 7;

export const organisationNameSchema = z
  .string()
  // One line as it shows: it heads the team page and stands inside the sentences of the invitation mails.
  .overwrite(oneLineText)
  .trim()
  .min(1, ORGANISATION_MESSAGES.nameRequired)
  .max(80, ORGANISATION_MESSAGES.nameTooLong);

/** `POST /api/organisations` body. */
export const organisationInputSchema = z.object({ name: organisationNameSchema });
export type OrganisationInput = z.infer<typeof organisationInputSchema>;

/** `POST /api/organisations/{id}/invitations` body. */
export const invitationInputSchema = z.object({ email: emailSchema, role: z.enum(INVITED_ROLES).default('member') });
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** The token an invitation's link carries. */
export const invitationTokenSchema = z.string().regex(/^[\w-]{20,100}$/, ORGANISATION_MESSAGES.invitationInvalid);

/**
 * `POST /api/invitations/accept` body: the link's token; a new account's username and password when the address has no
 * account yet (a signed-in account of the invited address joins as it is).
 */
export const acceptInvitationSchema = z.object({
  token: invitationTokenSchema,
  username: usernameSchema.optional(),
  password: passwordSchema.optional(),
  /** A new account's name (its display name), as its team sees it; the username when absent. */
  displayName: z.string().overwrite(oneLineText).trim().min(1, ORGANISATION_MESSAGES.memberNameRequired).max(60, ACCOUNT_MESSAGES.displayNameMax).optional(),
  /** A new account's language: the app's. */
  locale: localeSchema.optional(),
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** `POST /api/invitations/accept`: the organisation joined; a new account also gets its user and token, as a sign-in. */
export const acceptedInvitationSchema = z.object({
  organisationId: z.number().int(),
  message: z.string(),
  user: userSchema.optional(),
  token: z.string().optional(),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** One member as the organisation's people see them. */
export const organisationMemberSchema = z.object({
  userId: z.number().int(),
  /** The person's name; the username tells apart two members of the same name. */
  displayName: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  joinedAt: z.string(),
});
export type OrganisationMember = z.infer<typeof organisationMemberSchema>;

/** An invitation still open: not accepted, cancelled or replaced, and not expired. */
export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

/** The card fields a team template may set for every member's cards. */
export const TEAM_TEMPLATE_FIELDS = ['template', 'primaryColor', 'backgroundColor', 'logo', 'cover', 'company'] as const;
export type TeamTemplateField = (typeof TEAM_TEMPLATE_FIELDS)[number];

/**
 * A team template (`PUT /api/organisations/{id}/template`): each field it holds is set on every member's cards and
 * locked there; a field left out stays each member's own. The logo is uploaded as a gallery picture (kept at its shape).
 */
export const teamTemplateSchema = z.object({
  template: z.enum(TEMPLATES).optional(),
  primaryColor: colorSchema.optional(),
  backgroundColor: colorSchema.optional(),
  logo: uploadPathSchema.optional(),
  cover: uploadPathSchema.optional(),
  company: z.string().trim().min(1, ORGANISATION_MESSAGES.companyRequired).max(80, ORGANISATION_MESSAGES.nameTooLong).optional(),
});
export type TeamTemplate = z.infer<typeof teamTemplateSchema>;

/** A card's versions under a team template that sets the company: with none of their own (they show the team's). */
export function withTeamCompany(translations: CardTranslation[], template: TeamTemplate): CardTranslation[] {
  return template.company === undefined ? translations : translations.map((version) => ({ ...version, company: '' }));
}

/** `GET /api/team-template`: the template that locks the caller's cards, and its organisation's name (none outside one). */
export const teamLockSchema = z.object({
  organisationName: z.string().nullable(),
  template: teamTemplateSchema,
  /** The account runs the organisation (its owner or an admin): it changes these fields in the team template. */
  setsTemplate: z.boolean(),
});
export type TeamLock = z.infer<typeof teamLockSchema>;

/** `GET /api/organisations/{id}`: the organisation, the caller's role, its members and (for its admins) open invitations. */
export const organisationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ORGANISATION_ROLES),
  template: teamTemplateSchema,
  members: z.array(organisationMemberSchema),
  invitations: z.array(pendingInvitationSchema),
  seats: organisationSeatsSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

/** `GET /api/organisations`: the organisations of the caller (an account has at most one). */
export const organisationListSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.enum(ORGANISATION_ROLES) })),
});
export type OrganisationList = z.infer<typeof organisationListSchema>;

/** `GET /api/invitations/{token}`: what the link's page shows before it is accepted. */
export const invitationPreviewSchema = z.object({
  organisationName: z.string(),
  email: z.string(),
  role: z.enum(INVITED_ROLES),
  /** Whether the invited address already has an account (then it signs in to join, else it makes one). */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** One card of a member on the organisation's dashboard, with its sums over the dashboard's period. */
export const memberCardSchema = z.object({
  profileId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  views: z.number().int(),
  clicks: z.number().int(),
  leads: z.number().int(),
});

/** The sums of views, actions and leads. */
export const teamTotalsSchema = z.object({ views: z.number().int(), clicks: z.number().int(), leads: z.number().int() });
export type TeamTotals = z.infer<typeof teamTotalsSchema>;

/** `GET /api/organisations/{id}/dashboard`: every member with their cards and sums, and the organisation's totals. */
export const organisationDashboardSchema = z.object({
  days: z.number().int(),
  totals: teamTotalsSchema,
  members: z.array(
    organisationMemberSchema.extend({
      cards: z.array(memberCardSchema),
      totals: teamTotalsSchema,
      /** How many of the leads the member holds are in each pipeline status (all time). */
      pipeline: z.record(z.enum(LEAD_STATUSES), z.number().int()),
    }),
  ),
});
export type OrganisationDashboard = z.infer<typeof organisationDashboardSchema>;

/** A lead of the organisation, with the member who received it. */
export const organisationLeadSchema = leadSchema.extend({ memberName: z.string() });
export type OrganisationLead = z.infer<typeof organisationLeadSchema>;

/** `GET /api/organisations/{id}/leads`. */
export const organisationLeadListSchema = z.object({ items: z.array(organisationLeadSchema) });
export type OrganisationLeadList = z.infer<typeof organisationLeadListSchema>;

/**
 * Whose a physical card a member holds is: the organisation's (one it handed out, or in its owner's stock), which it
 * gives to members and takes back; or the member's own (one they made or claimed themselves), which it only sees.
 */
export const PHYSICAL_CARD_BELONGS_TO = ['organisation', 'member'] as const;

/** A physical card held by a member of the organisation, with its holder and whose it is. */
export const organisationPhysicalCardSchema = physicalCardSchema.extend({
  holder: z.object({ userId: z.number().int(), displayName: z.string() }),
  belongsTo: z.enum(PHYSICAL_CARD_BELONGS_TO),
});
export type OrganisationPhysicalCard = z.infer<typeof organisationPhysicalCardSchema>;

/** An order of printed cards placed by the organisation for a member's card, with the member. */
export const organisationNfcOrderSchema = nfcOrderSchema.extend({
  member: z.object({ userId: z.number().int(), displayName: z.string() }).nullable(),
});
export type OrganisationNfcOrder = z.infer<typeof organisationNfcOrderSchema>;

/** A member's digital card that a physical card can open, with its design (a printed card's default). */
export const memberDigitalCardSchema = linkedProfileSchema.extend({
  userId: z.number().int(),
  memberName: z.string(),
  template: z.enum(TEMPLATES),
  primaryColor: z.string(),
  backgroundColor: z.string(),
  /** The languages the card is written in, its own first: printed cards are ordered in any of them. */
  languages: z.array(z.enum(CARD_LANGUAGES)),
});
export type MemberDigitalCard = z.infer<typeof memberDigitalCardSchema>;

/**
 * `GET /api/organisations/{id}/physical-cards` (its owner and admins): the physical cards its members hold, the
 * orders it placed for members, and the members' digital cards a physical card can be given to or ordered for.
 */
export const organisationPhysicalCardsSchema = z.object({
  cards: z.array(organisationPhysicalCardSchema),
  orders: z.array(organisationNfcOrderSchema),
  memberCards: z.array(memberDigitalCardSchema),
});
export type OrganisationPhysicalCards = z.infer<typeof organisationPhysicalCardsSchema>;

/**
 * `PUT /api/organisations/{id}/physical-cards/{cardId}`: gives one of the organisation's physical cards to the member
 * whose digital card `profileId` is, opening that card (403 `member_own_card` for a member's own card).
 */
export const assignPhysicalCardSchema = z.object({
  profileId: z.number({ error: ORGANISATION_MESSAGES.memberCardRequired }).int().positive(ORGANISATION_MESSAGES.memberCardRequired),
});
export type AssignPhysicalCard = z.infer<typeof assignPhysicalCardSchema>;
