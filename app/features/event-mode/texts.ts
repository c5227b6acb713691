import type { CardLanguage } from '../../../shared/contract/card-languages';

/** The kiosk's own texts, in the card's language (the form's fields, consents and notice come from the card page's form). */
export const KIOSK_TEXTS = {
  he: {
    title: 'השאירו פרטים',
    company: 'חברה (לא חובה)',
    note: 'הערה (לא חובה)',
    thanks: 'תודה! הפרטים נשמרו.',
    today: 'לידים היום: {count}',
    qr: 'סרקו כדי לקבל את הכרטיס בטלפון שלכם',
    exit: 'יציאה ממצב אירוע',
    pin: 'קוד היציאה',
    pinSubmit: 'יציאה',
    cancel: 'ביטול',
    wrongPin: 'הקוד שגוי',
    wait: 'יותר מדי ניסיונות. אפשר לנסות שוב בעוד {seconds} שניות.',
  },
  ar: {
    title: 'اترك بياناتك',
    company: 'الشركة (اختياري)',
    note: 'ملاحظة (اختياري)',
    thanks: 'شكرًا! تم حفظ بياناتك.',
    today: 'العملاء اليوم: {count}',
    qr: 'امسح الرمز لتحصل على البطاقة في هاتفك',
    exit: 'الخروج من وضع الفعالية',
    pin: 'رمز الخروج',
    pinSubmit: 'خروج',
    cancel: 'إلغاء',
    wrongPin: 'الرمز غير صحيح',
    wait: 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {seconds} ثانية.',
  },
  ru: {
    title: 'Оставьте контакты',
    company: 'Компания (необязательно)',
    note: 'Комментарий (необязательно)',
    thanks: 'Спасибо! Данные сохранены.',
    today: 'Контактов сегодня: {count}',
    qr: 'Отсканируйте, чтобы получить визитку на свой телефон',
    exit: 'Выйти из режима мероприятия',
    pin: 'Код выхода',
    pinSubmit: 'Выйти',
    cancel: 'Отмена',
    wrongPin: 'Неверный код',
    wait: 'Слишком много попыток. Повторите через {seconds} с.',
  },
  en: {
    title: 'Leave your details',
    company: 'Company (optional)',
    note: 'Note (optional)',
    thanks: 'Thank you! Your details are saved.',
    today: 'Leads today: {count}',
    qr: 'Scan to get the card on your own phone',
    exit: 'Leave event mode',
    pin: 'Exit PIN',
    pinSubmit: 'Leave',
    cancel: 'Cancel',
    wrongPin: 'Wrong PIN',
    wait: 'Too many tries. Try again in {seconds} seconds.',
  },
} as const satisfies Record<CardLanguage, Record<string, string>>;

/** A text with its `{name}` places filled. */
export const filled = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
