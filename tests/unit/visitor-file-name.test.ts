import { describe, expect, it } from 'vitest';
import { visitorFileName } from '../../api/visitor-files/check';
import { formatFileSize } from '../../app/lib/format';

describe('visitorFileName', () => {
  it('keeps the sender\'s name with the extension of what the file really is', () => {
    expect(visitorFileName('הצעת מחיר.pdf', 'pdf')).toBe('הצעת מחיר.pdf');
    expect(visitorFileName('IMG_0001.HEIC', 'image')).toBe('IMG_0001.jpg');
    expect(visitorFileName('page.html', 'pdf')).toBe('page.pdf');
  });

  it('drops folders, control characters and the bidirectional overrides that disguise a name', () => {
    expect(visitorFileName('C:\\Users\\dana\\..\\secret.pdf', 'pdf')).toBe('secret.pdf');
    expect(visitorFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(visitorFileName('invoice\u202Efdp.exe', 'pdf')).toBe('invoicefdp.pdf');
    expect(visitorFileName('a\u0000b\nc.jpg', 'image')).toBe('abc.jpg');
  });

  it('names a file that came without a usable name, and shortens a long one', () => {
    expect(visitorFileName('', 'pdf')).toBe('document.pdf');
    expect(visitorFileName('.jpg', 'image')).toBe('photo.jpg');
    expect(visitorFileName(`${'א'.repeat(300)}.pdf`, 'pdf')).toBe(`${'א'.repeat(100)}.pdf`);
  });
});

describe('formatFileSize', () => {
  it('writes kilobytes under a megabyte and megabytes with one decimal above', () => {
    expect(formatFileSize(200)).toBe('1 KB');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});
