import type { Locale } from '../../shared/contract/auth';
import type { QueryBuilder } from '../../db/query-builder';
import { blogRepo } from '../blog/repo';

interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  language: Locale;
  /** How many days before the seed ran the post was published. */
  daysAgo: number;
  bodyMarkdown: string;
}

const POSTS: SeedPost[] = [
  {
    slug: 'what-to-put-on-a-digital-business-card',
    title: 'כרטיס ביקור דיגיטלי: שבעה דברים שחייבים להופיע בו',
    excerpt: 'כרטיס ביקור דיגיטלי טוב עושה ללקוח את החיים קלים: מתקשרים, שומרים איש קשר ומגיעים אליכם בלחיצה. אלה הפרטים שכדאי לכלול, ובאיזה סדר.',
    author: 'נועה ברק, צוות כרטיס',
    language: 'he',
    daysAgo: 41,
    bodyMarkdown: `כרטיס ביקור מנייר מחזיק מעמד בערך עד הכביסה הבאה. כרטיס דיגיטלי נשאר בטלפון של הלקוח, מתעדכן מתי שתרצו ואפשר לשלוח אותו בוואטסאפ תוך שנייה. אבל כדי שהוא באמת יביא פניות, הוא צריך להיות ברור ומהיר. אלה שבעת הדברים שאנחנו ממליצים לכל עסק לכלול.

## 1. שם, תפקיד ושם העסק – בראש הכרטיס
הלקוח צריך להבין תוך שנייה מי אתם ומה אתם עושים. "דנה לוי – מעצבת גרפית" עדיף על לוגו גדול בלי טקסט.

## 2. כפתור חיוג וכפתור וואטסאפ
רוב הלקוחות בישראל יעדיפו לשלוח הודעה. שני הכפתורים צריכים להופיע מעל הקפל, בלי לגלול.

## 3. שמירה לאנשי הקשר
כפתור "שמירת איש קשר" מוריד קובץ vCard עם השם, הטלפון, המייל והתמונה שלכם. ככה לא תהיו עוד "מספר לא מזוהה" בפעם הבאה שתתקשרו.

## 4. ניווט לעסק
אם יש לכם חנות, קליניקה או משרד – קישור לוויז ולגוגל מפות חוסך שיחת "איך מגיעים?".

## 5. קישורים לרשתות – רק הפעילות
עדיף שני קישורים לרשתות שאתם באמת מעדכנים מאשר שישה לעמודים נטושים.

## 6. טופס השארת פרטים
לא כל לקוח מוכן להתקשר מיד. טופס קצר (שם, טלפון, הודעה) הופך צפייה בכרטיס לליד שמחכה לכם במערכת.

## 7. תמונה אמיתית
תמונת פנים מקצועית ומחייכת מעלה את האמון יותר מכל לוגו. ודאו שהיא מוארת היטב ונראית טוב גם בגודל קטן.

> טיפ: אחרי שסיימתם, פתחו את הכרטיס בטלפון של חבר ובדקו שכל כפתור עושה מה שהוא אמור לעשות.

רוצים להתחיל? אפשר [ליצור כרטיס בחינם](/) ולעדכן אותו בכל רגע.`,
  },
  {
    slug: 'how-nfc-business-cards-work',
    title: 'איך עובד כרטיס NFC, ולמה הוא עובד גם באייפון',
    excerpt: 'מצמידים את הטלפון לכרטיס והפרופיל שלכם נפתח – בלי אפליקציה ובלי סריקה. הסבר פשוט על הטכנולוגיה, על ההבדל בין אייפון לאנדרואיד ועל מה שקורה כשמחליפים מספר טלפון.',
    author: 'איתי שמעוני, צוות כרטיס',
    language: 'he',
    daysAgo: 23,
    bodyMarkdown: `NFC (Near Field Communication) היא אותה טכנולוגיה שמאפשרת לשלם בטלפון בקופה. בכרטיס ביקור מסוג NFC יש שבב זעיר, בלי סוללה, שמקבל אנרגיה מהטלפון ברגע שמקרבים אותו – ושולח לו כתובת אינטרנט אחת.

## מה בדיוק כתוב על השבב?
רק קישור קצר, למשל \`kartis.app/c/AB12CD\`. הקישור מפנה לכרטיס הדיגיטלי שלכם. המשמעות: אם החלפתם טלפון, תפקיד או אפילו עסק – מעדכנים את הכרטיס הדיגיטלי, והכרטיס הפיזי ממשיך לעבוד כמו שהוא.

## אייפון
מאז iPhone XS אפשר לקרוא תגי NFC ברקע, בלי לפתוח שום אפליקציה: מקרבים את החלק העליון של הטלפון לכרטיס, מופיעה התראה, ולחיצה עליה פותחת את הכרטיס בספארי. במכשירים ישנים יותר יש לכרטיס גם קוד QR מודפס.

## אנדרואיד
ברוב מכשירי האנדרואיד NFC פועל כברירת מחדל. אם לא קורה כלום, בדקו בהגדרות שהאפשרות NFC מופעלת, ושהמסך פתוח.

## כמה טיפים מהשטח
- הקריאה עובדת ממרחק של סנטימטרים ספורים. כיסוי טלפון עבה או מגנטי עלול להפריע.
- מקום האנטנה משתנה בין דגמים: באייפון היא למעלה, ברוב מכשירי האנדרואיד באמצע הגב.
- אל תשכחו את קוד ה‑QR על הכרטיס – הוא הגיבוי למי שה‑NFC שלו כבוי.

## מה קורה אם הכרטיס אובד?
מהמערכת אפשר להשבית כרטיס פיזי בלחיצה. מי שיקרב אליו טלפון יגיע לדף שמודיע שהכרטיס אינו פעיל, והפרטים שלכם נשארים מוגנים.

כרטיסי NFC נשלחים תוך 3-5 ימי עסקים, ואפשר להזמין אותם מתוך החשבון בעמוד כרטיסי NFC.`,
  },
  {
    slug: 'turning-card-leads-into-customers',
    title: 'מליד בכרטיס ללקוח משלם: מדריך קצר לעסקים קטנים',
    excerpt: 'כל מי שמשאיר פרטים בכרטיס הדיגיטלי שלכם הוא לקוח פוטנציאלי שכבר הביע עניין. ככה מטפלים בלידים מהר, בלי לאבד אף אחד, ובלי להציק.',
    author: 'מיכל אדלר, צוות כרטיס',
    language: 'he',
    daysAgo: 9,
    bodyMarkdown: `ליד שהגיע דרך הכרטיס שווה הרבה: האדם הזה פגש אתכם, סרק או נגע בכרטיס, קרא עליכם – ובחר להשאיר פרטים. הנה איך להפוך את הרגע הזה לעסקה.

## חוזרים מהר
מי שהשאיר פרטים עדיין זוכר אתכם עכשיו – בעוד שבוע כבר פחות. קבעו לעצמכם כלל פשוט: כל ליד מקבל תשובה באותו יום, ועדיף בתוך שעה.

## פונים בשם ובהקשר
"היי רונית, ראיתי שהשארת פרטים אחרי הכנס בתל אביב" עובד הרבה יותר טוב מ"שלום, חזרתי אלייך". בדף הלידים רואים מתי הגיע כל ליד ומה הפונה כתב.

## מתעדים מה קרה
אחרי כל שיחה רשמו לעצמכם בקצרה מה סוכם ומתי לחזור. כך אף פנייה לא נופלת בין הכיסאות, ובסוף החודש רואים כמה פניות הפכו ללקוחות.

## מכבדים את ההסכמה
טופס הלידים בכרטיס שומר את ההסכמה של הפונה לקבל מכם חזרה. השתמשו בפרטים רק לשם מה שהפונה ביקש, ואל תצרפו אותו לרשימת דיוור בלי אישור מפורש – זה גם החוק וגם פשוט נימוס.

## לומדים מהמספרים
עמוד הסטטיסטיקות מראה כמה צפו בכרטיס ועל מה לחצו. אם הרבה צופים ומעטים פונים – אולי הגיע הזמן לשנות את הכותרת או להוסיף הצעה ברורה, למשל "שיחת ייעוץ ראשונה חינם".

בהצלחה! ואם יש שאלה, אנחנו זמינים ב[עמוד צור קשר](/contact).`,
  },
  {
    slug: 'seven-things-for-a-digital-business-card',
    title: 'A digital business card: seven things it must have',
    excerpt: 'A good digital business card makes life easy for your customer: they call, save your contact and find you in one tap. These are the details to include, and in what order.',
    author: 'Noa Barak, the Kartis team',
    language: 'en',
    daysAgo: 40,
    bodyMarkdown: `A paper business card lasts until the next wash. A digital card stays on your customer's phone, changes whenever you like and goes out on WhatsApp in a second. But to bring you enquiries it has to be clear and fast. These are the seven things we suggest every business includes.

## 1. Name, role and business, at the top
Your customer should know in a second who you are and what you do. "Dana Levi – graphic designer" beats a big logo with no words.

## 2. A call button and a WhatsApp button
Most customers in Israel would rather send a message. Both buttons belong above the fold, with no scrolling.

## 3. Save to contacts
"Save contact" downloads a vCard with your name, phone, email and photo, so next time you call you are not an unknown number.

## 4. Directions
If you have a shop, a clinic or an office, a link to Waze and Google Maps saves the "how do I get there?" call.

## 5. Social links – only the active ones
Two links to networks you really update are better than six to pages nobody looks after.

## 6. A form to leave details
Not every customer is ready to call right away. A short form (name, phone, message) turns a view of your card into a lead waiting for you.

## 7. A real photo
A smiling, professional photo of you builds more trust than any logo. Make sure it is well lit and still looks good small.

> Tip: when you are done, open the card on a friend's phone and check that every button does what it should.

Ready to start? You can [create a card for free](/) and change it at any moment.`,
  },
  {
    slug: 'from-card-lead-to-customer',
    title: 'From a lead on your card to a paying customer: a short guide for small businesses',
    excerpt: 'Everyone who leaves their details on your digital card is a potential customer who has already shown interest. This is how to answer leads quickly, without losing anyone and without being a nuisance.',
    author: 'Michal Adler, the Kartis team',
    language: 'en',
    daysAgo: 8,
    bodyMarkdown: `A lead that came through your card is worth a lot: this person met you, tapped or scanned your card, read about you – and chose to leave their details. Here is how to turn that moment into business.

## Answer quickly
Someone who left their details remembers you now; in a week, much less. Set yourself a simple rule: every lead gets an answer the same day, and better within the hour. On the leads page, WhatsApp, SMS and email open with a short reply already written in the lead's language.

## Use their name and the context
"Hi Ronit, I saw you left your details after the conference in Tel Aviv" works far better than "Hello, getting back to you". The leads page shows when each lead arrived, from which card and event, and what they wrote.

## Write down what happened
After each conversation, note what was agreed and when to get back to them, and set a reminder. Move the lead along its status, so nothing falls through the cracks and at the end of the month you see how many enquiries became customers.

## Respect their consent
The card's form asks apart whether the person agrees to receive marketing mail. Use their details only for what they asked, and never add them to a mailing list without that consent – it is the law in Israel, and simply good manners.

## Learn from the figures
The statistics page shows how many people viewed your card and what they tapped. If many view and few get in touch, it may be time to change your headline or add a clear offer, such as "a first consultation for free".

Good luck! And if you have a question, we are on the [contact page](/contact).`,
  },
];

/**
 * Adds the launch posts to a blog that never held a post. Safe to run on every start: once any post
 * existed, posts an admin deleted or edited stay that way.
 */
export function seedBlogPosts(query: QueryBuilder, now: Date): Promise<number> {
  return query.transaction().execute(async (trx) => {
    const repo = blogRepo(trx);
    if (await repo.everHeldPosts()) return 0;
    // Oldest first, so ids follow publication order.
    for (const post of [...POSTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const publishedAt = new Date(now.getTime() - post.daysAgo * 86_400_000).toISOString();
      await repo.create(
        { slug: post.slug, title: post.title, excerpt: post.excerpt, bodyMarkdown: post.bodyMarkdown, cover: null, author: post.author, language: post.language },
        { published: true, now: publishedAt, publishedAt },
      );
    }
    return POSTS.length;
  });
}
