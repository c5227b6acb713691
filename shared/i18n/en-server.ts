import { INVITATION_MAIL_LIMITS } from '../contract/invitation-texts';
import { RESET_LINK_MINUTES } from '../contract/security-messages';
import { WEBHOOK_LIMIT, WEBHOOK_SAMPLE_LIMIT } from '../contract/webhook-texts';
import { serverTextsFrom, type ServerWords } from './server-texts';
import { en } from './en';
import { enCore } from './en-core';

const ACCOUNT: ServerWords['ACCOUNT'] = {
  wrongPassword: 'The current password is wrong',
  passwordRequired: 'Enter your password',
  displayNameRequired: 'Enter a name',
  displayNameMax: 'The name can have up to 60 characters',
  saved: 'Your details were saved',
  passwordChanged: 'The password was changed. You were signed out of every other device',
  deleted: 'The account was deleted',
  googleConfirmationRequired: 'To confirm the change, sign in with Google again',
  retention: 'Leads can be kept for 6, 12 or 24 months, or until you delete them',
  lastAdmin: 'This is the only account that runs the system, so it cannot be deleted. First make another account an admin on the users page.',
};

const ADMIN: ServerWords['ADMIN'] = {
  selfChange: 'You cannot change the role of your own account or block it',
  demoLocked: 'The demo account stays active, with the user role',
  userMissing: 'The user was not found',
  nothingToChange: 'No change was chosen',
  trialDays: 'A trial can be extended by 1 to 90 days',
  productMissing: 'The package was not found',
  productInUse: 'The package has subscribers, so it cannot be deleted. Move them to another package or make it inactive.',
  typeInUse: 'The package has subscribers, so its type cannot be changed. Move them to another package first.',
  nameRequired: 'Enter a name for the package',
  nameMax: 'The package name can have up to 60 characters',
  descriptionMax: 'The description can have up to 300 characters',
  priceInvalid: 'The price must be between ₪0 and ₪100,000, with up to two decimal places',
  featuresMax: 'Up to 10 feature lines, each up to 120 characters',
  benefitMax: 'Each benefit can have up to 120 characters',
  sortOrder: 'The order must be a whole number',
  packageType: 'Choose a package type',
  nameEnRequired: 'Enter an English name for the package',
  noHebrewInEnglish: 'English text cannot contain Hebrew letters',
  noHebrewInTranslation: 'Arabic or Russian text cannot contain Hebrew letters',
  paidPlanPrices: 'A paid package has a monthly and a yearly price, and the yearly price is no more than 12 monthly payments',
  sameProduct: 'Choose two different packages',
  targetInactive: 'Subscribers can only be moved to an active package',
  notSubscription: 'NFC cards are not a subscription package',
  migratedTitle: 'Your plan was updated',
};

const AUTH: ServerWords['AUTH'] = {
  invalidEmail: 'Invalid email address',
  passwordMin: 'The password must have at least 6 characters',
  passwordMax: 'The password can have up to 128 characters',
  passwordCommon: 'This password is too common and easy to guess: choose another',
  usernameMin: 'The username must have at least 2 characters',
  usernameMax: 'The username can have up to 20 characters',
  usernameChars: 'The username can only have English letters, digits, dot, underscore and hyphen',
  usernameReserved: 'This username is reserved: choose another',
  usernameTaken: 'This username is already taken',
  emailTaken: 'This email address is already registered',
  confirmMin: 'The password confirmation must have at least 6 characters',
  passwordsMismatch: 'The passwords do not match',
  invalidCredentials: 'The email address or password is wrong',
  accountBlocked: 'This account is blocked. To ask why, write to us on the contact page.',
  loginMissingData: 'Sign-in failed: the server sent no details',
  registerFailed: 'Sign-up failed',
  registrationPending: 'Almost done: we emailed you a link to finish signing up. Open it to get started.',
  confirmationInvalid: 'The confirmation link has expired or was already used. You can sign up again.',
};

const AUTH_SUCCESS: ServerWords['AUTH_SUCCESS'] = {
  login: 'You are signed in',
  register: 'You are signed up',
  current: 'You are signed in',
  logout: 'You are signed out',
};

const BLOG: ServerWords['BLOG'] = {
  titleRequired: 'Enter a title for the post',
  titleMax: 'The title can have up to 150 characters',
  slugFormat: 'The short address can only have lowercase English letters, digits and hyphens, and at least one letter',
  slugMax: 'The short address can have up to 80 characters',
  slugTaken: 'Another post already uses this short address',
  excerptMax: 'The excerpt can have up to 300 characters',
  bodyRequired: 'Write the content of the post',
  bodyMax: 'The content of the post can have up to 50,000 characters',
  coverUrl: 'The cover image must be an address on this site that starts with /, such as /uploads/cover.webp',
  authorRequired: "Enter the author's name",
  authorMax: "The author's name can have up to 80 characters",
  publishedRequired: 'Choose whether to publish the post or hide it',
  languageInvalid: 'Choose the language of the post: Hebrew, Arabic, Russian or English',
};

const CARD_SCAN: ServerWords['CARD_SCAN'] = {
  unavailable: 'Reading paper business cards is not available on this server. You can type the details yourself.',
  notAPhoto: 'Only a JPEG or PNG photo can be scanned',
  failed: 'The card could not be read. Take the photo again in good light, close up and straight on.',
};

const CHECKOUT: ServerWords['CHECKOUT'] = {
  cardNumberRequired: 'Enter a card number',
  cardNumberInvalid: 'The card number is not valid',
  cardholderName: 'Enter the cardholder name as it appears on the card',
  expiryMonth: 'The expiry month is not valid (01–12)',
  expiryYear: 'The expiry year is not valid',
  expired: 'The card has expired',
  cvv: 'The security code (CVV) has 3 or 4 digits',
  savedCard: 'Choose a saved card',
};

const CONTACT: ServerWords['CONTACT'] = {
  nameRequired: 'Enter your name',
  nameMax: 'The name can have up to 100 characters',
  emailInvalid: 'Invalid email address',
  subjectRequired: 'Enter a subject',
  subjectMax: 'The subject can have up to 150 characters',
  messageRequired: 'Write your message',
  messageMin: 'The message is too short: write at least 10 characters',
  messageMax: 'The message can have up to 5,000 characters',
  received: 'Thank you! Your message was received and we will get back to you soon.',
};

const EMAIL_CHANGE: ServerWords['EMAIL_CHANGE'] = {
  unchanged: "This is already the account's email address",
  invalid: 'This link no longer works: it may have been used, canceled or replaced, or it has expired. You can request a new change in your account settings.',
  takenMeanwhile: 'The new address now belongs to another account, so the account’s address was not changed.',
  changed: "The account's email address was changed",
};

const LEAD: ServerWords['LEAD'] = {
  nameRequired: 'Enter a name',
  tooLong: 'The text is too long',
  phone: 'Invalid phone number',
  email: 'Invalid email address',
  contactRequired: 'Enter a phone number or an email address so that you can be reached',
  consentRequired: 'To send your details, agree to be contacted',
  sent: 'Thank you! Your details were sent, and the card owner will get back to you soon',
  notFound: 'The lead was not found',
  nothingToUpdate: 'No change was sent',
  eventTooLong: 'The name of the event is too long',
  saved: 'The lead was saved',
  sendCardNeedsEmail: 'To get the card by email, enter an email address',
  cardMailLimit: 'The card was already sent to this address several times today. You can save it with the "Save contact" button.',
  tag: 'A tag can have up to 30 characters',
  tooManyTags: 'Up to 10 tags can be added',
  remindAt: 'The reminder date is not valid',
};

const LEAD_MAIL: ServerWords['LEAD_MAIL'] = {
  subject: 'Enter a subject of up to 150 characters',
  body: 'Enter a text of up to 5,000 characters',
  noTemplate: 'This card has no follow-up email yet. Write it on the card’s follow-up email page.',
  noEmail: 'This lead has no email address',
  noConsent: 'A marketing email (advertisement) goes only to those who agreed to receive news and offers',
  refused: 'This address asked not to receive any more email from you',
  queued: 'The email was sent',
  shareTarget: 'This is neither a phone number nor an email address',
  shareLimit: 'You emailed the card many times today. You can share it on WhatsApp or by SMS, or try again tomorrow.',
  followUpLimit: 'Many emails were sent to leads today. You can try again tomorrow.',
};

const ORGANISATION: ServerWords['ORGANISATION'] = {
  nameRequired: 'Enter the team name',
  nameTooLong: 'The team name is too long',
  notFound: 'The team was not found',
  memberNotFound: 'This member is not on the team',
  adminsOnly: 'Only the team’s owner and admins can do this',
  alreadyInOrganisation: 'This account already belongs to a team. An account can be a member of only one team',
  ownerStays: 'The team’s owner cannot be removed',
  ownerCloses: 'The team’s owner cannot leave it, but can close the team',
  ownerOnly: 'Only the team’s owner can close it',
  closePaidSeats: 'A team cannot be closed while its seats are paid for with the team plan. To end the plan, contact support',
  adminRemovesMembersOnly: 'An admin can remove members only, not other admins',
  invitationCancelled: 'This invitation was canceled. You can ask the team’s owner for a new one.',
  invitationReplaced: 'A newer invitation was sent to this address, so this link no longer works: open the link in the latest email.',
  invitationNotFound: 'The invitation was not found, or it is already closed',
  invitationInvalid: 'This invitation is no longer valid: it may have been used or it has expired. You can ask for a new one',
  invitationOtherAccount: 'The invitation was sent to another email address. Sign in with the account of the address it was sent to',
  invitationSignIn: 'This address already has an account: sign in to join the team',
  invitationAccountDetails: 'To create an account, choose a username and a password',
  invited: 'The invitation was sent',
  templateLocked: 'This field is set by the team template: only the team’s owner and admins can change it',
  templateLockedChangeThere: 'This field is set by the team template: change it in the team template, on the Team page',
  companyRequired: 'Enter the company name',
  joined: 'You joined the team',
  seatsFull: 'All seats are taken: buy another team plan seat to add a member',
  memberCardRequired: "Choose a team member's card",
  memberNameRequired: 'Enter your name, as your team and your card will show it',
  memberOwnCard: 'This is the team member’s own physical card, not the team’s: only its holder can change it',
  invitationMailsToAddress: `This address was already sent ${INVITATION_MAIL_LIMITS.perAddress} invitations in the last 24 hours. You can send it another one later.`,
  invitationMailsToOrganisation: `Your team has sent ${INVITATION_MAIL_LIMITS.perOrganisation} invitations in the last 24 hours, the maximum allowed. You can send more later.`,
};

const PHYSICAL_CARD: ServerWords['PHYSICAL_CARD'] = {
  codeFormat: 'The card code has 6 to 12 English letters and digits',
  notFound: 'The physical card was not found',
  codeUnavailable: 'The code was not found or already belongs to another account. Check the code printed on the card',
  profileNotFound: 'The digital card was not found',
  profileRequired: 'Choose a digital card',
  tooManyCards: 'You have reached the maximum number of physical cards for an account',
  quantity: 'Choose a quantity between 1 and 100',
  shippingName: 'Enter a full name for shipping',
  phone: 'Invalid phone number: enter an Israeli number (such as 050-1234567)',
  address: 'Enter a shipping address (street and number)',
  city: 'Enter a city',
  tooLong: 'The text is too long',
  template: 'Choose a design',
  language: 'Choose a language the card is written in',
  orderingUnavailable: 'Ordering physical cards is not available right now: try again later',
  color: 'Invalid color: enter 6 hexadecimal digits (such as 1d4ed8)',
  printMissing: 'No print file was saved for this order',
  orderNotFound: 'The order was not found',
  orderStatus: 'Choose a status for the order: paid, shipped or canceled',
  orderNotPaid: 'Only a paid order can be marked as shipped',
  orderAlreadyPaid: 'The order is already marked as paid',
  orderShipped: 'The order has already shipped, so it can no longer be changed or canceled',
  orderCancelled: 'The order was canceled, so it can no longer be changed',
  orderPaidNoCancel: 'The order is already paid, so only the support team can cancel it',
};

const PROFILE: ServerWords['PROFILE'] = {
  slugFormat: 'The address can only have lowercase English letters, digits and hyphens, 3 to 40 characters, with no hyphen at the start or end',
  slugReserved: 'This address is reserved: choose another',
  slugTaken: 'This address is already taken',
  displayNameRequired: 'Enter a name for the card',
  tooLong: 'The text is too long',
  addressIncomplete: 'Enter the full address',
  buttonLabelRequired: 'Enter the button text',
  color: 'Invalid color (such as #1d4ed8)',
  url: "This does not look like a link. Type an address such as dana-design.co.il or a username such as @dana.design",
  unsafeUrl: 'The link was blocked: javascript:, data: and similar addresses are not allowed',
  phone: 'Invalid phone number',
  email: 'Invalid email address',
  video: 'Enter a YouTube or Vimeo video link',
  oneVideo: 'A card can have one video',
  tooManyItems: 'A card can have up to 60 items',
  galleryMax: 'A gallery can have up to 12 images',
  image: 'Invalid image',
  versionConflict: 'The card was changed elsewhere since you opened it. Choose whether to keep your version or load the latest',
  planLimit: 'You have reached the maximum number of cards for your plan. Upgrade to add more cards',
  notFound: 'The card was not found',
  translationLanguage: 'Each translation must be in a different language from the card’s own',
};

const UPLOAD: ServerWords['UPLOAD'] = {
  missingFile: 'No file was chosen to upload',
  purpose: 'Say what the image is for: profile photo, cover or gallery',
  notImage: 'The file is not a supported image. You can upload JPEG, PNG, WebP, GIF or AVIF',
  tooManyPixels: 'The image is too large. You can upload an image of up to 40 megapixels',
  quota: 'You have reached your account’s image storage limit. Remove images from your cards or upgrade your plan to upload more.',
};

const SECURITY: ServerWords['SECURITY'] = {
  resetRequested: `If this address has an account, we sent it a link to choose a new password. The link is valid for ${RESET_LINK_MINUTES} minutes.`,
  resetLinkInvalid: enCore['security.resetLinkInvalid'],
  passwordReset: 'Your new password is saved, and every device was signed out. You can sign in with the new password.',
  passwordsMismatch: 'The passwords do not match',
  secondFactorRequired: 'A second step is needed: enter a code from your authenticator app or use a passkey',
  secondFactorExpired: 'Too much time has passed since you entered your password. Please sign in again.',
  codeInvalid: 'The code is wrong or was already used',
  codeFormat: 'Enter the 6 digits from your authenticator app, or a recovery code',
  totpAlreadyEnabled: 'An authenticator app is already set up for this account',
  totpNotStarted: 'The setup was not started or has expired. Please start again.',
  totpNotEnabled: 'No authenticator app is set up for this account',
  passkeyInvalid: 'The passkey could not be verified. Please try again.',
  passkeyNameMax: 'The name can have up to 60 characters',
  passkeyLimit: 'You can register up to 10 passkeys',
  adminSecondFactor: enCore['security.adminSecondFactor'],
  sessionCurrent: 'This is the session on this device. To end it, choose "Sign out" in the menu.',
  sessionEnded: 'This session has already ended',
};

const SUPPORT: ServerWords['SUPPORT'] = {
  closed: 'This conversation is closed',
  closedAdvice: 'To continue, open a new support request.',
  sendFailed: 'The message could not be sent',
  closeFailed: 'The conversation could not be closed',
  reopenFailed: 'The conversation could not be reopened',
  sent: 'Message sent',
  closedDone: 'The conversation was closed',
  reopenedDone: 'The conversation was reopened',
  planRequired: 'The support chat is open to active subscribers only',
  emptyMessage: 'An empty message cannot be sent',
  contentMax: 'A message can have up to 2,000 characters',
  subjectRequired: 'Enter a subject for the request (at least 2 characters)',
  subjectMax: 'The subject can have up to 120 characters',
  recipientRequired: 'Choose who the message is for',
  recipientMissing: 'The user was not found',
  conversationMissing: 'The conversation was not found',
  otherConversation: 'You can only read your own conversation with support',
  replyNotificationTitle: 'A new reply from support',
  replyNotificationContent: 'Support replied to your request. The reply is waiting for you in the support chat.',
  supportOpenedSubject: 'A message from support',
};

const LIVE: ServerWords['LIVE'] = {
  tooManyStreams: 'Kartis is open in too many windows. Close one of them and try again.',
};

const VISITOR_FILE: ServerWords['VISITOR_FILE'] = {
  refused: 'You can attach only an image (JPEG, PNG, WebP) or a PDF file',
  dailyLimit: 'You have reached the number of files that can be sent today. Send your details without a file, or try again tomorrow.',
};

const PUSH: ServerWords['PUSH'] = {
  invalidSubscription: "The browser's notification subscription is not valid",
  httpsOnly: 'The notification service address must start with https://',
  privateNetwork: 'Notifications cannot be sent to an address on a private network or this machine',
};

const WEBHOOK: ServerWords['WEBHOOK'] = {
  invalidUrl: 'Enter a full web address, such as https://example.com/kartis',
  httpsOnly: 'The address must start with https:// so that leads are sent encrypted',
  credentials: 'Do not put a username or password in the address: use the signing secret to verify the requests',
  privateNetwork: 'Leads cannot be sent to an address on a private network or this computer: enter a public internet address',
  tooLong: 'The address is too long',
  limit: `An account can have up to ${WEBHOOK_LIMIT} webhook addresses`,
  duplicate: 'This address is already set up',
  notFound: 'The webhook was not found',
  sampleDelivered: en['webhooks.message.sampleDelivered'],
  sampleNotDelivered: en['webhooks.message.sampleNotDelivered'],
  sampleLimit: `Up to ${WEBHOOK_SAMPLE_LIMIT.max} sample leads can be sent every ${WEBHOOK_SAMPLE_LIMIT.windowMinutes} minutes. Try again in a few minutes.`,
};

const SERVER: ServerWords['SERVER'] = {
  conflict: 'This already exists or was changed in the meantime',
  unsupportedMediaType: 'The content type of the request is not supported',
  methodNotAllowed: 'This action is not supported at this address',
  csrf: 'The security token is missing or expired: reload the page and try again',
};

const DEMO_READ_ONLY = 'The demo account is for looking around, and changes to it are not saved. Sign up for free to create and edit your own cards.';

/** English of the status defaults (spec §8); a status without one shows its status text. */
const STATUS: ServerWords['STATUS'] = {
  400: 'There is an error in the request',
  401: 'You need to sign in to do this',
  402: 'You need an active subscription to use this feature',
  403: 'You are not allowed to do this',
  404: 'We could not find what you asked for',
  413: 'The uploaded file is too large',
  429: 'Too many requests: try again in a few minutes',
  500: 'Server error. Try again later',
  503: 'The service is not available right now: try again later',
};

/** The server's messages in English. */
export const enServer = serverTextsFrom({
  ACCOUNT, ADMIN, AUTH, AUTH_SUCCESS, BLOG, CARD_SCAN, CHECKOUT, CONTACT, EMAIL_CHANGE, LEAD, LEAD_MAIL, LIVE,
  ORGANISATION, PHYSICAL_CARD, PROFILE, UPLOAD, SECURITY, SUPPORT, VISITOR_FILE, PUSH, WEBHOOK, SERVER, STATUS,
  demoReadOnly: DEMO_READ_ONLY,
  network: 'No internet connection. Check your connection and try again.',
  validationFailed: 'Some details are not valid: check the marked fields',
  malformedJson: 'The request could not be read',
  crossSiteRefused: 'The request came from another site and was refused',
  orderMoveRefused: 'The order cannot move to this status from its current one',
  general: enCore['error.error.text'],
  field: 'This value is not valid',
});
