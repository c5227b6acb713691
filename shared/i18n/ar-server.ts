import { INVITATION_MAIL_LIMITS } from '../contract/invitation-texts';
import { RESET_LINK_MINUTES } from '../contract/security-messages';
import { WEBHOOK_LIMIT, WEBHOOK_SAMPLE_LIMIT } from '../contract/webhook-texts';
import { serverTextsFrom, type ServerWords } from './server-texts';
import { ar } from './ar';
import { arCore } from './ar-core';

const ACCOUNT: ServerWords['ACCOUNT'] = {
  wrongPassword: 'كلمة المرور الحالية غير صحيحة',
  passwordRequired: 'أدخل كلمة المرور',
  displayNameRequired: 'أدخل اسمًا',
  displayNameMax: 'يمكن أن يصل الاسم إلى 60 حرفًا',
  saved: 'تم حفظ بياناتك',
  passwordChanged: 'تم تغيير كلمة المرور، وتم تسجيل خروجك من كل الأجهزة الأخرى',
  deleted: 'تم حذف الحساب',
  googleConfirmationRequired: 'لتأكيد التغيير، سجّل الدخول باستخدام Google مرة أخرى',
  retention: 'يمكن الاحتفاظ بالعملاء المحتملين لمدة 6 أو 12 أو 24 شهرًا، أو حتى تحذفهم',
  lastAdmin: 'هذا هو الحساب الوحيد الذي يدير النظام، لذا لا يمكن حذفه. اجعل أولًا حسابًا آخر مديرًا في صفحة المستخدمين.',
};

const ADMIN: ServerWords['ADMIN'] = {
  selfChange: 'لا يمكنك تغيير دور حسابك أو حظره',
  demoLocked: 'يبقى الحساب التجريبي فعّالًا، بدور مستخدم',
  userMissing: 'لم يُعثر على المستخدم',
  nothingToChange: 'لم يتم اختيار أي تغيير',
  trialDays: 'يمكن تمديد الفترة التجريبية من يوم واحد إلى 90 يومًا',
  productMissing: 'لم يُعثر على الباقة',
  productInUse: 'للباقة مشتركون، لذا لا يمكن حذفها. انقلهم إلى باقة أخرى أو اجعلها غير فعّالة.',
  typeInUse: 'للباقة مشتركون، لذا لا يمكن تغيير نوعها. انقلهم أولًا إلى باقة أخرى.',
  nameRequired: 'أدخل اسمًا للباقة',
  nameMax: 'يمكن أن يصل اسم الباقة إلى 60 حرفًا',
  descriptionMax: 'يمكن أن يصل الوصف إلى 300 حرف',
  priceInvalid: 'يجب أن يكون السعر بين 0 ₪ و100,000 ₪، مع رقمين عشريين كحد أقصى',
  featuresMax: 'حتى 10 أسطر للميزات، وكل سطر حتى 120 حرفًا',
  benefitMax: 'يمكن أن تصل كل ميزة إلى 120 حرفًا',
  sortOrder: 'يجب أن يكون الترتيب عددًا صحيحًا',
  packageType: 'اختر نوع الباقة',
  nameEnRequired: 'أدخل اسمًا للباقة بالإنجليزية',
  noHebrewInEnglish: 'لا يمكن استخدام أحرف عبرية في النص الإنجليزي',
  noHebrewInTranslation: 'لا يمكن استخدام أحرف عبرية في النص العربي أو الروسي',
  paidPlanPrices: 'للباقة المدفوعة سعر شهري وسعر سنوي، ولا يزيد السعر السنوي على 12 دفعة شهرية',
  sameProduct: 'اختر باقتين مختلفتين',
  targetInactive: 'لا يمكن نقل المشتركين إلا إلى باقة فعّالة',
  notSubscription: 'بطاقات NFC ليست باقة اشتراك',
  migratedTitle: 'تم تحديث باقتك',
};

const AUTH: ServerWords['AUTH'] = {
  invalidEmail: 'البريد الإلكتروني غير صالح',
  passwordMin: 'يجب أن تتكون كلمة المرور من 6 أحرف على الأقل',
  passwordMax: 'يمكن أن تصل كلمة المرور إلى 128 حرفًا',
  passwordCommon: 'كلمة المرور هذه شائعة جدًا ويسهل تخمينها: اختر كلمة مرور أخرى',
  usernameMin: 'يجب أن يتكون اسم المستخدم من حرفين على الأقل',
  usernameMax: 'يمكن أن يصل اسم المستخدم إلى 20 حرفًا',
  usernameChars: 'يمكن أن يحتوي اسم المستخدم على أحرف إنجليزية وأرقام ونقطة وشرطة سفلية وشرطة فقط',
  usernameReserved: 'اسم المستخدم هذا محجوز: اختر اسمًا آخر',
  usernameTaken: 'اسم المستخدم هذا مستخدم بالفعل',
  emailTaken: 'هذا البريد الإلكتروني مسجّل بالفعل',
  confirmMin: 'يجب أن يتكون تأكيد كلمة المرور من 6 أحرف على الأقل',
  passwordsMismatch: 'كلمتا المرور غير متطابقتين',
  invalidCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  accountBlocked: 'هذا الحساب محظور. لمعرفة السبب، راسلنا عبر صفحة التواصل.',
  loginMissingData: 'فشل تسجيل الدخول: لم يرسل الخادم أي بيانات',
  registerFailed: 'فشل إنشاء الحساب',
  registrationPending: 'اقتربنا من الانتهاء: أرسلنا إلى العنوان الذي أدخلته رابطًا لإكمال إنشاء الحساب. افتحه للبدء.',
  confirmationInvalid: 'انتهت صلاحية رابط التأكيد أو سبق استخدامه. يمكنك إنشاء حساب من جديد.',
};

const AUTH_SUCCESS: ServerWords['AUTH_SUCCESS'] = {
  login: 'تم تسجيل دخولك',
  register: 'تم إنشاء حسابك',
  current: 'أنت مسجّل الدخول',
  logout: 'تم تسجيل خروجك',
};

const BLOG: ServerWords['BLOG'] = {
  titleRequired: 'أدخل عنوانًا للمقال',
  titleMax: 'يمكن أن يصل العنوان إلى 150 حرفًا',
  slugFormat: 'يمكن أن يحتوي العنوان المختصر على أحرف إنجليزية صغيرة وأرقام وشرطات فقط، مع حرف واحد على الأقل',
  slugMax: 'يمكن أن يصل العنوان المختصر إلى 80 حرفًا',
  slugTaken: 'هذا العنوان المختصر مستخدم بالفعل في مقال آخر',
  excerptMax: 'يمكن أن يصل المقتطف إلى 300 حرف',
  bodyRequired: 'اكتب محتوى المقال',
  bodyMax: 'يمكن أن يصل محتوى المقال إلى 50,000 حرف',
  coverUrl: 'يجب أن تكون صورة الغلاف عنوانًا على هذا الموقع يبدأ بـ /، مثل ‎/uploads/cover.webp',
  authorRequired: 'أدخل اسم الكاتب',
  authorMax: 'يمكن أن يصل اسم الكاتب إلى 80 حرفًا',
  publishedRequired: 'حدّد ما إذا كان المقال سيُنشر أم سيُخفى',
  languageInvalid: 'اختر لغة المقال: العبرية أو العربية أو الروسية أو الإنجليزية',
};

const CARD_SCAN: ServerWords['CARD_SCAN'] = {
  unavailable: 'قراءة بطاقات العمل الورقية غير متاحة على هذا الخادم. يمكنك كتابة التفاصيل بنفسك.',
  notAPhoto: 'لا يمكن مسح إلا صورة بصيغة JPEG أو PNG',
  failed: 'تعذّرت قراءة البطاقة. التقط الصورة مرة أخرى في إضاءة جيدة، عن قرب ومن الأمام مباشرة.',
};

const CHECKOUT: ServerWords['CHECKOUT'] = {
  cardNumberRequired: 'أدخل رقم البطاقة',
  cardNumberInvalid: 'رقم البطاقة غير صالح',
  cardholderName: 'أدخل اسم حامل البطاقة كما يظهر عليها',
  expiryMonth: 'شهر الانتهاء غير صالح (01-12)',
  expiryYear: 'سنة الانتهاء غير صالحة',
  expired: 'انتهت صلاحية البطاقة',
  cvv: 'يتكون رمز الأمان (CVV) من 3 أو 4 أرقام',
  savedCard: 'اختر بطاقة محفوظة',
};

const CONTACT: ServerWords['CONTACT'] = {
  nameRequired: 'أدخل اسمك',
  nameMax: 'يمكن أن يصل الاسم إلى 100 حرف',
  emailInvalid: 'البريد الإلكتروني غير صالح',
  subjectRequired: 'أدخل الموضوع',
  subjectMax: 'يمكن أن يصل الموضوع إلى 150 حرفًا',
  messageRequired: 'اكتب رسالتك',
  messageMin: 'الرسالة قصيرة جدًا: اكتب 10 أحرف على الأقل',
  messageMax: 'يمكن أن تصل الرسالة إلى 5,000 حرف',
  received: 'شكرًا! وصلتنا رسالتك وسنعود إليك قريبًا.',
};

const EMAIL_CHANGE: ServerWords['EMAIL_CHANGE'] = {
  unchanged: 'هذا هو البريد الإلكتروني للحساب بالفعل',
  invalid: 'هذا الرابط لم يعد صالحًا: ربما استُخدم أو أُلغي أو استُبدل، أو انتهت صلاحيته. يمكنك طلب تغيير جديد من إعدادات حسابك.',
  takenMeanwhile: 'أصبح العنوان الجديد تابعًا لحساب آخر في هذه الأثناء، لذا لم يتغيّر عنوان الحساب.',
  changed: 'تم تغيير البريد الإلكتروني للحساب',
};

const LEAD: ServerWords['LEAD'] = {
  nameRequired: 'أدخل اسمًا',
  tooLong: 'النص طويل جدًا',
  phone: 'رقم الهاتف غير صالح',
  email: 'البريد الإلكتروني غير صالح',
  contactRequired: 'أدخل رقم هاتف أو بريدًا إلكترونيًا ليتمكنوا من التواصل معك',
  consentRequired: 'لإرسال بياناتك، يجب الموافقة على التواصل معك',
  sent: 'شكرًا! تم إرسال بياناتك، وسيعود إليك صاحب البطاقة قريبًا',
  notFound: 'لم يُعثر على العميل المحتمل',
  nothingToUpdate: 'لم يُرسل أي تغيير',
  eventTooLong: 'اسم الفعالية طويل جدًا',
  saved: 'تم حفظ العميل المحتمل',
  sendCardNeedsEmail: 'لتلقي البطاقة بالبريد الإلكتروني، أدخل بريدًا إلكترونيًا',
  cardMailLimit: 'أُرسلت البطاقة إلى هذا العنوان عدة مرات اليوم. يمكنك حفظها بزر «حفظ جهة الاتصال».',
  tag: 'يمكن أن يصل الوسم إلى 30 حرفًا',
  tooManyTags: 'يمكن إضافة 10 وسوم كحد أقصى',
  remindAt: 'تاريخ التذكير غير صالح',
};

const LEAD_MAIL: ServerWords['LEAD_MAIL'] = {
  subject: 'أدخل موضوعًا لا يتجاوز 150 حرفًا',
  body: 'أدخل نصًا لا يتجاوز 5,000 حرف',
  noTemplate: 'لا توجد رسالة متابعة لهذه البطاقة بعد. اكتبها في صفحة رسالة المتابعة الخاصة بالبطاقة.',
  noEmail: 'لا يوجد بريد إلكتروني لهذا العميل المحتمل',
  noConsent: 'الرسالة التسويقية (الإعلان) تُرسل فقط لمن وافق على تلقي الأخبار والعروض',
  refused: 'طلب صاحب هذا العنوان عدم تلقي المزيد من رسائلك',
  queued: 'تم إرسال الرسالة',
  shareTarget: 'هذا ليس رقم هاتف ولا بريدًا إلكترونيًا',
  shareLimit: 'أرسلت البطاقة بالبريد الإلكتروني مرات كثيرة اليوم. يمكنك مشاركتها عبر واتساب أو SMS، أو المحاولة مرة أخرى غدًا.',
  followUpLimit: 'أُرسلت رسائل كثيرة إلى العملاء المحتملين اليوم. يمكنك المحاولة مرة أخرى غدًا.',
};

const ORGANISATION: ServerWords['ORGANISATION'] = {
  nameRequired: 'أدخل اسم الفريق',
  nameTooLong: 'اسم الفريق طويل جدًا',
  notFound: 'لم يُعثر على الفريق',
  memberNotFound: 'هذا العضو ليس في الفريق',
  adminsOnly: 'لا يمكن القيام بذلك إلا لمالك الفريق ومشرفيه',
  alreadyInOrganisation: 'هذا الحساب ينتمي بالفعل إلى فريق. يمكن لكل حساب أن يكون عضوًا في فريق واحد',
  ownerStays: 'لا يمكن إزالة مالك الفريق',
  ownerCloses: 'لا يمكن لمالك الفريق مغادرته، لكن يمكنه إغلاقه',
  ownerOnly: 'لا يمكن إغلاق الفريق إلا لمالكه',
  closePaidSeats: 'لا يمكن إغلاق الفريق ما دامت مقاعده مدفوعة بباقة الفريق. لإنهاء الباقة، راسل الدعم',
  adminRemovesMembersOnly: 'يمكن للمشرف إزالة الأعضاء فقط، لا المشرفين الآخرين',
  invitationCancelled: 'أُلغيت هذه الدعوة. يمكنك طلب دعوة جديدة من مالك الفريق.',
  invitationReplaced: 'أُرسلت دعوة أحدث إلى هذا العنوان، لذا لم يعد هذا الرابط صالحًا: افتح الرابط في أحدث رسالة.',
  invitationNotFound: 'لم يُعثر على الدعوة، أو أنها مغلقة بالفعل',
  invitationInvalid: 'هذه الدعوة لم تعد صالحة: ربما استُخدمت أو انتهت صلاحيتها. يمكنك طلب دعوة جديدة',
  invitationOtherAccount: 'أُرسلت الدعوة إلى بريد إلكتروني آخر. سجّل الدخول بحساب العنوان الذي أُرسلت إليه',
  invitationSignIn: 'لهذا العنوان حساب بالفعل: سجّل الدخول للانضمام إلى الفريق',
  invitationAccountDetails: 'لإنشاء حساب، اختر اسم مستخدم وكلمة مرور',
  invited: 'تم إرسال الدعوة',
  templateLocked: 'هذا الحقل محدّد في قالب الفريق: لا يمكن تغييره إلا لمالك الفريق ومشرفيه',
  templateLockedChangeThere: 'هذا الحقل محدّد في قالب الفريق: غيّره في القالب، في صفحة الفريق',
  companyRequired: 'أدخل اسم الشركة',
  joined: 'انضممت إلى الفريق',
  seatsFull: 'كل مقاعد الفريق مشغولة: اشترِ مقعدًا إضافيًا في باقة الفريق لإضافة عضو',
  memberCardRequired: 'اختر بطاقة عضو في الفريق',
  memberNameRequired: 'أدخل اسمك كما سيظهر لفريقك وعلى بطاقتك',
  memberOwnCard: 'هذه هي البطاقة المادية الخاصة بعضو الفريق نفسه، لا بطاقة الفريق: لا يمكن تغييرها إلا لحاملها',
  invitationMailsToAddress: `عدد الدعوات التي أُرسلت إلى هذا العنوان خلال آخر 24 ساعة: ${INVITATION_MAIL_LIMITS.perAddress}. يمكنك إرسال دعوة أخرى إليه لاحقًا.`,
  invitationMailsToOrganisation: `أرسل الفريق خلال آخر 24 ساعة الحد الأقصى المسموح به من الدعوات: ${INVITATION_MAIL_LIMITS.perOrganisation}. يمكنك إرسال المزيد لاحقًا.`,
};

const PHYSICAL_CARD: ServerWords['PHYSICAL_CARD'] = {
  codeFormat: 'يتكون رمز البطاقة من 6 إلى 12 خانة من الأحرف الإنجليزية والأرقام',
  notFound: 'لم يُعثر على البطاقة المادية',
  codeUnavailable: 'لم يُعثر على الرمز أو أنه تابع لحساب آخر بالفعل. تحقق من الرمز المطبوع على البطاقة',
  profileNotFound: 'لم يُعثر على البطاقة الرقمية',
  profileRequired: 'اختر بطاقة رقمية',
  tooManyCards: 'وصلت إلى الحد الأقصى من البطاقات المادية المسموح به للحساب',
  quantity: 'اختر كمية بين 1 و100',
  shippingName: 'أدخل الاسم الكامل للشحن',
  phone: 'رقم الهاتف غير صالح: أدخل رقمًا إسرائيليًا (مثل 050-1234567)',
  address: 'أدخل عنوان الشحن (الشارع والرقم)',
  city: 'أدخل المدينة',
  tooLong: 'النص طويل جدًا',
  template: 'اختر تصميمًا',
  language: 'اختر إحدى اللغات المكتوبة بها البطاقة',
  orderingUnavailable: 'طلب البطاقات المادية غير متاح الآن: حاول مرة أخرى لاحقًا',
  color: 'اللون غير صالح: أدخل 6 خانات ست عشرية (مثل 1d4ed8)',
  printMissing: 'لم يُحفظ ملف طباعة لهذا الطلب',
  orderNotFound: 'لم يُعثر على الطلب',
  orderStatus: 'اختر حالة للطلب: مدفوع أو مشحون أو ملغى',
  orderNotPaid: 'لا يمكن وضع علامة «تم الشحن» إلا على طلب مدفوع',
  orderAlreadyPaid: 'الطلب محدّد بالفعل على أنه مدفوع',
  orderShipped: 'تم شحن الطلب بالفعل، لذا لم يعد من الممكن تغييره أو إلغاؤه',
  orderCancelled: 'أُلغي الطلب، لذا لم يعد من الممكن تغييره',
  orderPaidNoCancel: 'الطلب مدفوع بالفعل، لذا لا يمكن إلغاؤه إلا لفريق الدعم',
};

const PROFILE: ServerWords['PROFILE'] = {
  slugFormat: 'يمكن أن يحتوي العنوان على أحرف إنجليزية صغيرة وأرقام وشرطات فقط، من 3 إلى 40 خانة، دون شرطة في البداية أو النهاية',
  slugReserved: 'هذا العنوان محجوز: اختر عنوانًا آخر',
  slugTaken: 'هذا العنوان مستخدم بالفعل',
  displayNameRequired: 'أدخل اسمًا للبطاقة',
  tooLong: 'النص طويل جدًا',
  addressIncomplete: 'أدخل العنوان كاملًا',
  buttonLabelRequired: 'أدخل نص الزر',
  color: 'اللون غير صالح (مثل #1d4ed8)',
  url: 'هذا لا يبدو رابطًا. اكتب عنوانًا مثل dana-design.co.il أو اسم مستخدم مثل ‎@dana.design',
  unsafeUrl: 'تم حظر الرابط: العناوين مثل javascript: وdata: وما شابهها غير مسموح بها',
  phone: 'رقم الهاتف غير صالح',
  email: 'البريد الإلكتروني غير صالح',
  video: 'أدخل رابط فيديو من YouTube أو Vimeo',
  oneVideo: 'يمكن أن تحتوي البطاقة على فيديو واحد',
  tooManyItems: 'يمكن أن تحتوي البطاقة على 60 عنصرًا كحد أقصى',
  galleryMax: 'يمكن أن يحتوي المعرض على 12 صورة كحد أقصى',
  image: 'الصورة غير صالحة',
  versionConflict: 'تم تغيير البطاقة من مكان آخر منذ أن فتحتها. اختر بين الاحتفاظ بنسختك أو تحميل أحدث نسخة',
  planLimit: 'وصلت إلى الحد الأقصى من البطاقات الذي تسمح به باقتك. رقِّ باقتك لإضافة بطاقات',
  notFound: 'لم يُعثر على البطاقة',
  translationLanguage: 'لكل لغة إضافية نسخة واحدة، بلغة غير لغة البطاقة',
};

const UPLOAD: ServerWords['UPLOAD'] = {
  missingFile: 'لم يتم اختيار ملف للرفع',
  purpose: 'حدّد الغرض من الصورة: صورة الملف الشخصي أو الغلاف أو المعرض',
  notImage: 'الملف ليس صورة مدعومة. يمكنك رفع JPEG أو PNG أو WebP أو GIF أو AVIF',
  tooManyPixels: 'الصورة كبيرة جدًا. يمكنك رفع صورة حتى 40 ميغابكسل',
  quota: 'وصلت إلى حصة الصور في حسابك. احذف صورًا من بطاقاتك أو رقِّ باقتك لرفع المزيد.',
};

const SECURITY: ServerWords['SECURITY'] = {
  resetRequested: `إذا كان لهذا العنوان حساب، فقد أرسلنا إليه رابطًا لاختيار كلمة مرور جديدة. الرابط صالح لمدة ${RESET_LINK_MINUTES} دقيقة.`,
  resetLinkInvalid: arCore['security.resetLinkInvalid'],
  passwordReset: 'تم حفظ كلمة المرور الجديدة، وتم تسجيل الخروج من كل الأجهزة. يمكنك تسجيل الدخول بكلمة المرور الجديدة.',
  passwordsMismatch: 'كلمتا المرور غير متطابقتين',
  secondFactorRequired: 'يلزم تنفيذ خطوة ثانية: أدخل رمزًا من تطبيق المصادقة أو استخدم مفتاح مرور',
  secondFactorExpired: 'مرّ وقت طويل منذ أن أدخلت كلمة المرور. يُرجى تسجيل الدخول مرة أخرى.',
  codeInvalid: 'الرمز غير صحيح أو سبق استخدامه',
  codeFormat: 'أدخل الأرقام الستة من تطبيق المصادقة، أو رمز استرداد',
  totpAlreadyEnabled: 'تطبيق المصادقة مُعدّ بالفعل لهذا الحساب',
  totpNotStarted: 'لم يبدأ الإعداد أو انتهت صلاحيته. يُرجى البدء من جديد.',
  totpNotEnabled: 'لا يوجد تطبيق مصادقة مُعدّ لهذا الحساب',
  passkeyInvalid: 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
  passkeyNameMax: 'يمكن أن يصل الاسم إلى 60 حرفًا',
  passkeyLimit: 'يمكنك تسجيل 10 مفاتيح مرور كحد أقصى',
  adminSecondFactor: arCore['security.adminSecondFactor'],
  sessionCurrent: 'هذه هي جلسة هذا الجهاز. لإنهائها، اختر «تسجيل الخروج» من القائمة.',
  sessionEnded: 'انتهت هذه الجلسة بالفعل',
};

const SUPPORT: ServerWords['SUPPORT'] = {
  closed: 'هذه المحادثة مغلقة',
  closedAdvice: 'للمتابعة، افتح طلب دعم جديدًا.',
  sendFailed: 'تعذّر إرسال الرسالة',
  closeFailed: 'تعذّر إغلاق المحادثة',
  reopenFailed: 'تعذّرت إعادة فتح المحادثة',
  sent: 'تم إرسال الرسالة',
  closedDone: 'تم إغلاق المحادثة',
  reopenedDone: 'تمت إعادة فتح المحادثة',
  planRequired: 'دردشة الدعم متاحة لأصحاب الاشتراك الفعّال فقط',
  emptyMessage: 'لا يمكن إرسال رسالة فارغة',
  contentMax: 'يمكن أن تصل الرسالة إلى 2,000 حرف',
  subjectRequired: 'أدخل موضوعًا للطلب (حرفان على الأقل)',
  subjectMax: 'يمكن أن يصل الموضوع إلى 120 حرفًا',
  recipientRequired: 'اختر لمن الرسالة',
  recipientMissing: 'لم يُعثر على المستخدم',
  conversationMissing: 'لم يُعثر على المحادثة',
  otherConversation: 'يمكنك قراءة محادثتك مع فريق الدعم فقط',
  replyNotificationTitle: 'رد جديد من فريق الدعم',
  replyNotificationContent: 'ردّ فريق الدعم على طلبك. الرد بانتظارك في دردشة الدعم.',
  supportOpenedSubject: 'رسالة من فريق الدعم',
};

const LIVE: ServerWords['LIVE'] = {
  tooManyStreams: 'Kartis مفتوح في نوافذ كثيرة جدًا. أغلق إحداها وحاول مرة أخرى.',
};

const VISITOR_FILE: ServerWords['VISITOR_FILE'] = {
  refused: 'يمكنك إرفاق صورة (JPEG أو PNG أو WebP) أو ملف PDF فقط',
  dailyLimit: 'وصلت إلى الحد الأقصى من الملفات التي يمكن إرسالها اليوم. أرسل بياناتك دون ملف، أو حاول مرة أخرى غدًا.',
};

const PUSH: ServerWords['PUSH'] = {
  invalidSubscription: 'اشتراك المتصفح في الإشعارات غير صالح',
  httpsOnly: 'يجب أن يبدأ عنوان خدمة الإشعارات بـ https://‎',
  privateNetwork: 'لا يمكن إرسال الإشعارات إلى عنوان على شبكة خاصة أو على هذا الجهاز',
};

const WEBHOOK: ServerWords['WEBHOOK'] = {
  invalidUrl: 'أدخل عنوان ويب كاملًا، مثل https://example.com/kartis',
  httpsOnly: 'يجب أن يبدأ العنوان بـ https://‎ ليُرسل العملاء المحتملون بشكل مشفّر',
  credentials: 'لا تضع اسم مستخدم أو كلمة مرور في العنوان: استخدم مفتاح التوقيع السري للتعرّف على الطلبات',
  privateNetwork: 'لا يمكن إرسال العملاء المحتملين إلى عنوان على شبكة خاصة أو على هذا الحاسوب: أدخل عنوانًا عامًا على الإنترنت',
  tooLong: 'العنوان طويل جدًا',
  limit: `الحد الأقصى لعناوين Webhook في الحساب الواحد: ${WEBHOOK_LIMIT}`,
  duplicate: 'هذا العنوان مُعدّ بالفعل',
  notFound: 'لم يُعثر على الـ Webhook',
  sampleDelivered: ar['webhooks.message.sampleDelivered'],
  sampleNotDelivered: ar['webhooks.message.sampleNotDelivered'],
  sampleLimit: `الحد الأقصى للعملاء المحتملين التجريبيين: ${WEBHOOK_SAMPLE_LIMIT.max} كل ${WEBHOOK_SAMPLE_LIMIT.windowMinutes} دقائق. حاول مرة أخرى بعد بضع دقائق.`,
};

const SERVER: ServerWords['SERVER'] = {
  conflict: 'هذا موجود بالفعل أو تم تغييره في هذه الأثناء',
  unsupportedMediaType: 'نوع محتوى الطلب غير مدعوم',
  methodNotAllowed: 'هذا الإجراء غير مدعوم على هذا العنوان',
  csrf: 'رمز الأمان مفقود أو منتهي الصلاحية: أعد تحميل الصفحة وحاول مرة أخرى',
};

const DEMO_READ_ONLY = 'الحساب التجريبي مخصّص للتصفح، والتغييرات عليه لا تُحفظ. أنشئ حسابًا مجانًا لتصنع بطاقاتك الخاصة وتعدّلها.';

/** Arabic of the status defaults (spec §8); a status without one shows its status text. */
const STATUS: ServerWords['STATUS'] = {
  400: 'يوجد خطأ في الطلب',
  401: 'عليك تسجيل الدخول للقيام بذلك',
  402: 'يلزم الدفع أو اشتراك فعّال لاستخدام هذا الخيار',
  403: 'غير مسموح لك بالقيام بذلك',
  404: 'لم يُعثر على ما طلبته',
  413: 'الملف المرفوع كبير جدًا',
  429: 'طلبات كثيرة جدًا: حاول مرة أخرى بعد بضع دقائق',
  500: 'خطأ في الخادم: حاول مرة أخرى لاحقًا',
  503: 'الخدمة غير متاحة الآن: حاول مرة أخرى لاحقًا',
};

/** The server's messages in Arabic. */
export const arServer = serverTextsFrom({
  ACCOUNT, ADMIN, AUTH, AUTH_SUCCESS, BLOG, CARD_SCAN, CHECKOUT, CONTACT, EMAIL_CHANGE, LEAD, LEAD_MAIL, LIVE,
  ORGANISATION, PHYSICAL_CARD, PROFILE, UPLOAD, SECURITY, SUPPORT, VISITOR_FILE, PUSH, WEBHOOK, SERVER, STATUS,
  demoReadOnly: DEMO_READ_ONLY,
  network: 'مشكلة في الاتصال بالإنترنت: تحقق من اتصالك وحاول مرة أخرى',
  validationFailed: 'بعض البيانات غير صالحة: تحقق من الحقول المحددة',
  malformedJson: 'تعذّرت قراءة الطلب',
  crossSiteRefused: 'جاء الطلب من موقع آخر فرُفض',
  orderMoveRefused: 'لا يمكن نقل الطلب إلى هذه الحالة من حالته الحالية',
  general: arCore['error.error.text'],
  field: 'هذه القيمة غير صالحة',
});
