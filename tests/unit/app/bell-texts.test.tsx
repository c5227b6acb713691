import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { bellTexts } from '../../../app/features/notifications/notification-texts';
import { interpolate, type MessageKey, type Translate } from '../../../app/i18n';
import { LEAD_NOTIFICATION, SCANNED_CARD_NOTIFICATION } from '../../../shared/contract/notifications';
import { ar } from '../../../shared/i18n/ar';
import { he } from '../../../shared/i18n/he';

/** A translator over one language's feature texts, as the app's `t` fills them. */
const translator = (table: Partial<Record<MessageKey, string>>) => ((key: MessageKey, params?: Record<string, string | number>) => interpolate(table[key] ?? key, params)) as Translate;

const html = (node: unknown) => renderToStaticMarkup(<>{node}</>);

/** A new lead's notice as the server stores it. */
const lead = (name: string, card: string, title = LEAD_NOTIFICATION.title(name), content = LEAD_NOTIFICATION.content(card)) =>
  ({ title, content, kind: 'lead', params: { leadName: name, cardName: card, leadId: '7' } }) as const;

describe('a notification in the bell', () => {
  it('keeps a lead’s name and card in their own direction in an Arabic or Hebrew line: "@SUM(1+1)" read "@(SUM(1+1"', () => {
    const arabic = bellTexts(lead('@SUM(1+1)', 'مطبخ سلمى'), 'ar', translator(ar));
    expect(html(arabic.title)).toBe('عميل محتمل جديد: <bdi>@SUM(1+1)</bdi>');
    expect(html(arabic.content)).toContain('«<bdi>مطبخ سلمى</bdi>»');
    const hebrew = bellTexts(lead('Dana Levi (Studio).', 'גל לוי'), 'he', translator(he));
    expect(html(hebrew.title)).toBe('ליד חדש: <bdi>Dana Levi (Studio).</bdi>');
    expect(html(hebrew.content)).toBe('התקבלה פנייה חדשה דרך הכרטיס &quot;<bdi>גל לוי</bdi>&quot;. הפרטים מחכים לך בעמוד הלידים.');
  });

  it('shows a Hebrew notice stored with its own words (a card read from a photo) as it was stored', () => {
    const scanned = lead('דנה', 'גל לוי', SCANNED_CARD_NOTIFICATION.title('דנה'), SCANNED_CARD_NOTIFICATION.content('גל לוי'));
    expect(bellTexts(scanned, 'he', translator(he))).toEqual({ title: scanned.title, content: scanned.content });
  });
});
