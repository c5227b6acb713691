// Paper business cards drawn with sharp (SVG text through Pango) and made to look photographed: turned, tilted,
// blurred, lit unevenly and saved as JPEG at quality 60. Each comes with what is printed on it, to score a reading.
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';

/** People by script: a name, a title and a company; Hebrew and Arabic read right to left. */
const PEOPLE = {
  he: {
    names: ['נועה כהן', 'דוד לוי', 'מיכל אברהם', 'יוסי מזרחי', 'רונית פרץ', 'אבי ביטון', 'שירה גולן', 'עומר שלום', 'תמר כץ', 'איתי דהן', 'הדס אזולאי', 'גלעד פרידמן'],
    titles: ['מנהלת שיווק', 'עורך דין', 'יועצת משכנתאות', 'מהנדס תוכנה', 'סמנכ"ל כספים', 'מעצבת פנים', 'רואה חשבון', 'מנהל מכירות'],
    companies: ['אופק פתרונות', 'כהן ושות׳', 'גלים תקשורת', 'נתיב השקעות', 'בית הקפה הירוק', 'אור מערכות', 'שקד עיצובים', 'מגדל ייעוץ'],
    addresses: ['רחוב הרצל 12, תל אביב', 'שדרות רוטשילד 45, תל אביב', 'רחוב יפו 97, ירושלים', 'דרך העצמאות 8, חיפה'],
  },
  ar: {
    names: ['محمد خليل', 'سارة حداد', 'أحمد منصور', 'ليلى عودة', 'يوسف ناصر', 'رنا شحادة', 'كريم عباس', 'هالة سليمان'],
    titles: ['مدير مبيعات', 'محامية', 'مهندس برمجيات', 'مستشارة تسويق', 'محاسب'],
    companies: ['شركة النور', 'الأفق للتجارة', 'مكتب حداد', 'الكرمل للخدمات', 'بيت التصميم'],
    addresses: ['شارع الجبل 14، حيفا', 'شارع صلاح الدين 3، القدس', 'شارع الناصرة 22، الناصرة'],
  },
  ru: {
    names: ['Анна Смирнова', 'Дмитрий Волков', 'Елена Кузнецова', 'Игорь Соколов', 'Ольга Попова', 'Сергей Морозов', 'Мария Лебедева', 'Алексей Новиков'],
    titles: ['Менеджер по продажам', 'Юрист', 'Главный бухгалтер', 'Дизайнер интерьеров', 'Директор'],
    companies: ['Альфа Консалт', 'Горизонт Плюс', 'Студия Север', 'Вектор Групп', 'Русский Дом'],
    addresses: ['ул. Герцль 12, Тель-Авив', 'ул. Яффо 97, Иерусалим', 'ул. Бялик 5, Хайфа'],
  },
  en: {
    names: ['Sarah Miller', 'David Cohen', 'Emily Carter', 'Jonathan Reed', 'Rachel Green', 'Michael Stone', 'Laura Bennett', 'Daniel Brooks'],
    titles: ['Marketing Director', 'Attorney at Law', 'Software Engineer', 'Sales Manager', 'Interior Designer'],
    companies: ['Horizon Labs', 'Blue Ocean Ltd', 'Stone & Partners', 'Brightway Media', 'Cedar Consulting'],
    addresses: ['12 Herzl St, Tel Aviv', '45 Rothschild Blvd, Tel Aviv', '8 Haatzmaut Rd, Haifa'],
  },
};

/** Romanised names for the e-mail and web addresses printed on a card. */
const LATIN = ['noa', 'david', 'michal', 'yossi', 'ronit', 'avi', 'shira', 'omer', 'tamar', 'itay', 'hadas', 'gilad', 'sara', 'ahmad', 'leila', 'yusuf', 'anna', 'dmitry', 'elena', 'igor', 'olga', 'sergey', 'maria', 'alex'];
const DOMAINS = ['ofek', 'galim', 'nativ', 'orsys', 'shaked', 'migdal', 'alnoor', 'horizon', 'vector', 'cedar', 'bluewave', 'brightway'];
const TLDS = ['co.il', 'com', 'net', 'org.il'];

/** Fonts by script, as fontconfig names them (Pango falls back for a missing glyph). */
const FONTS = {
  rtl: ['DejaVu Sans', 'DejaVu Sans Condensed', 'DejaVu Sans Bold'],
  latin: ['DejaVu Sans', 'Liberation Sans', 'Liberation Serif', 'DejaVu Serif', 'Nimbus Sans', 'URW Bookman'],
};

/** Debian's packages that hold the fonts the cards are drawn in. */
export const CARD_FONT_PACKAGES = ['fonts-dejavu-core', 'fonts-dejavu-extra', 'fonts-liberation', 'fonts-urw-base35'];

/**
 * Refuses to draw where a font is missing: fontconfig would quietly set the text in another one, and the same seed
 * would draw other cards than the ones the tests and the bench were written against.
 */
function assertFontsInstalled() {
  const installed = new Set(execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split(/[,\n]/).map((family) => family.trim()));
  const missing = [...new Set([...FONTS.rtl, ...FONTS.latin])].filter((family) => !family.endsWith(' Bold') && !installed.has(family));
  if (missing.length) throw new Error(`Paper cards are drawn in ${missing.join(', ')}, which fontconfig does not have: apt-get install ${CARD_FONT_PACKAGES.join(' ')}`);
}

/** A seeded random source (mulberry32), so every run draws the same cards. */
function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: (list) => list[Math.floor(next() * list.length)], between: (a, b) => a + next() * (b - a), int: (a, b) => a + Math.floor(next() * (b - a + 1)) };
}

const digits = (random, count) => Array.from({ length: count }, () => random.int(0, 9)).join('');

/** An Israeli number as printed (several ways) and as read (+972…). */
function israeliPhone(random) {
  const mobile = random.next() < 0.7;
  const prefix = mobile ? `05${random.pick(['0', '2', '3', '4', '8'])}` : random.pick(['03', '04', '02', '09', '077']);
  const rest = digits(random, 7);
  const national = prefix + rest;
  const international = `+972${national.slice(1)}`;
  const printed = random.pick([
    `${prefix}-${rest}`,
    `${prefix}-${rest.slice(0, 3)}-${rest.slice(3)}`,
    `${prefix} ${rest.slice(0, 3)} ${rest.slice(3)}`,
    `+972-${prefix.slice(1)}-${rest}`,
    `+972 ${prefix.slice(1)} ${rest.slice(0, 3)} ${rest.slice(3)}`,
  ]);
  return { printed, read: international, mobile };
}

const PHONE_LABELS = { he: ['נייד', 'טל׳', 'משרד'], ar: ['جوال', 'هاتف', 'مكتب'], ru: ['Моб.', 'Тел.', 'Офис'], en: ['Mobile', 'Tel', 'Office'] };

/** What one card says, in its language (a mixed card: a Hebrew name with an English title and company). */
function cardContent(random, language) {
  const script = language === 'mixed' ? 'he' : language;
  const people = PEOPLE[script];
  const index = random.int(0, people.names.length - 1);
  const name = people.names[index];
  const title = language === 'mixed' ? random.pick(PEOPLE.en.titles) : random.pick(people.titles);
  const company = language === 'mixed' ? random.pick(PEOPLE.en.companies) : random.pick(people.companies);
  const person = random.pick(LATIN);
  const domain = random.pick(DOMAINS);
  const tld = random.pick(TLDS);
  const email = `${person}${random.next() < 0.3 ? '.' + random.pick(LATIN) : ''}@${domain}.${tld}`;
  const website = `www.${domain}.${tld}`;
  const phones = [israeliPhone(random)];
  if (random.next() < 0.5) phones.push(israeliPhone(random));
  const labels = PHONE_LABELS[script];
  return {
    language,
    rtl: script === 'he' || script === 'ar',
    name,
    title,
    company,
    phones,
    phoneLines: phones.map((phone, i) => (random.next() < 0.6 ? `${labels[phone.mobile ? 0 : i === 0 ? 1 : 2]}: ${phone.printed}` : phone.printed)),
    email,
    website,
    address: random.pick(people.addresses),
  };
}

const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const WIDTH = 1050;
const HEIGHT = 600;

/** The card as SVG, in one of three layouts: text on the reading side, centred, or a coloured band with the company. */
function cardSvg(content, random) {
  const layout = random.pick(['side', 'centred', 'band']);
  const font = random.pick(content.rtl ? FONTS.rtl : FONTS.latin);
  const latinFont = random.pick(FONTS.latin);
  const ink = random.pick(['#111111', '#1b2a4a', '#2b2b2b', '#3a1f1f']);
  const accent = random.pick(['#0b5cab', '#8a1538', '#0f6b4f', '#6b3fa0', '#b35c00']);
  const paper = random.pick(['#ffffff', '#fbf8f1', '#f4f6f8', '#fffdf5']);
  const start = content.rtl ? WIDTH - 90 : 90;
  const anchor = layout === 'centred' ? 'middle' : content.rtl ? 'end' : 'start';
  const x = layout === 'centred' ? WIDTH / 2 : start;
  // No `direction`: Pango takes each line's direction from its first letter, as a word processor does.
  const text = (y, size, value, { weight = 'normal', colour = ink, family = font } = {}) =>
    `<text x="${x}" y="${y}" font-family="${family}" font-size="${size}" font-weight="${weight}" fill="${colour}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
  const top = layout === 'band' ? 180 : 110;
  const band = layout === 'band' ? `<rect x="0" y="0" width="${WIDTH}" height="95" fill="${accent}"/>${text(65, 42, content.company, { weight: 'bold', colour: '#ffffff' })}` : '';
  const lines = [
    text(top, random.int(50, 60), content.name, { weight: 'bold' }),
    text(top + 55, 34, content.title, { colour: accent }),
    layout === 'band' ? '' : text(top + 105, 38, content.company, { weight: 'bold' }),
  ];
  let y = layout === 'band' ? top + 110 : top + 190;
  for (const line of content.phoneLines) {
    lines.push(text(y, 32, line, { family: content.rtl ? font : latinFont }));
    y += 46;
  }
  lines.push(text(y, 32, content.email, { family: latinFont }));
  y += 46;
  if (y < HEIGHT - 60) {
    lines.push(text(y, 30, content.website, { family: latinFont }));
    y += 44;
  }
  if (y < HEIGHT - 30) lines.push(text(y, 28, content.address));
  const rule = layout === 'side' ? `<rect x="${content.rtl ? WIDTH - 40 : 28}" y="60" width="10" height="${HEIGHT - 120}" fill="${accent}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${paper}"/>${band}${rule}${lines.join('')}</svg>`;
}

/** Maps each output pixel through a homography back into the source (bilinear), as a camera held off-square sees a card. */
function perspective(source, width, height, channels, tilt) {
  const out = Buffer.alloc(width * height * channels);
  // A small keystone: the top edge shortened by `tilt` of the width, as when the phone leans back.
  const inset = tilt * width;
  const corners = [
    [inset, 0],
    [width - inset, 0],
    [width, height],
    [0, height],
  ];
  for (let y = 0; y < height; y++) {
    const v = y / height;
    const left = corners[0][0] + (corners[3][0] - corners[0][0]) * v;
    const right = corners[1][0] + (corners[2][0] - corners[1][0]) * v;
    for (let x = 0; x < width; x++) {
      const sx = ((x - left) / (right - left)) * width;
      const sy = y;
      const target = (y * width + x) * channels;
      if (sx < 0 || sx >= width - 1) {
        for (let c = 0; c < channels; c++) out[target + c] = source[target + c] ?? 0;
        continue;
      }
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const a = (sy * width + x0) * channels;
      for (let c = 0; c < channels; c++) out[target + c] = source[a + c] * (1 - fx) + source[a + channels + c] * fx;
    }
  }
  return out;
}

/** Places the card on a table, turned and tilted, blurred, lit from one side, as JPEG at quality 60. */
async function photograph(svg, random) {
  const card = await sharp(Buffer.from(svg)).png().toBuffer();
  const angle = random.between(-8, 8);
  const table = random.pick([
    { r: 120, g: 96, b: 72 },
    { r: 70, g: 74, b: 82 },
    { r: 190, g: 186, b: 178 },
  ]);
  const turned = await sharp(card).rotate(angle, { background: table }).toBuffer({ resolveWithObject: true });
  const margin = random.int(20, 60);
  const framed = await sharp(turned.data)
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: table })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = framed.info;
  const tilted = perspective(framed.data, width, height, channels, random.between(0.01, 0.05));
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="l" cx="${random.between(0.1, 0.9)}" cy="${random.between(0.1, 0.9)}" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${random.between(0.25, 0.45).toFixed(2)}"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
  );
  return sharp(tilted, { raw: { width, height, channels } })
    .composite([{ input: light }])
    .blur(random.between(0.6, 1.4))
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The languages drawn, in turn: Hebrew, Arabic, Russian, English, and Hebrew cards with English words. */
export const CARD_LANGUAGES = ['he', 'ar', 'ru', 'en', 'mixed'];

/**
 * Draws `count` photographed cards (the same ones for the same seed), each with what is printed on it:
 * `{ language, photo, truth: { name, title, company, phones, emails, websites, address } }`.
 */
export async function drawPaperCards(count, { seed = 42, languages = CARD_LANGUAGES } = {}) {
  assertFontsInstalled();
  const random = randomSource(seed);
  const cards = [];
  for (let i = 0; i < count; i++) {
    const content = cardContent(random, languages[i % languages.length]);
    const photo = await photograph(cardSvg(content, random), random);
    cards.push({
      language: content.language,
      photo,
      truth: {
        name: content.name,
        title: content.title,
        company: content.company,
        phones: content.phones.map((phone) => phone.read),
        emails: [content.email],
        websites: [content.website],
        address: content.address,
      },
    });
  }
  return cards;
}
