// Phone numbers found in text (a card read by OCR, a QR's vCard), in the form a lead keeps them.

/** An Israeli number in its national form: a mobile or 07x number of 10 digits, a landline of 9. */
const ISRAELI_NATIONAL = /^0(?:5\d{8}|7\d{8}|[234689]\d{7})$/;

/** Runs of digits with the separators cards print between them; a `+` may stand on either side (right-to-left text moves it). */
const CANDIDATE = /\+?\(?\d[\d\s\-–./()]{5,22}\d\+?/g;

/**
 * One number in international form: Israeli numbers (national `05x…`, `972…`, `+972 (0)…`) as `+972…` without the
 * trunk 0; another country's number kept as `+` and its digits when it was written with `+`; anything else undefined.
 */
export function normalisePhone(text: string): string | undefined {
  const international = /^\s*\+|\+\s*$|^\s*00/.test(text);
  let digits = text.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('972')) digits = '0' + digits.slice(3).replace(/^0/, '');
  else if (international && !digits.startsWith('0')) return digits.length >= 10 && digits.length <= 15 ? `+${digits}` : undefined;
  return ISRAELI_NATIONAL.test(digits) ? `+972${digits.slice(1)}` : undefined;
}

/**
 * A number as written, or else with its groups the other way round: that is how a number shows in a right-to-left line
 * when the bidirectional algorithm splits it (Arabic text, or groups set apart by spaces), and so how OCR reads it.
 */
function numberEitherWay(run: string): string | undefined {
  const groups = run.match(/\d+/g) ?? [];
  const plus = run.includes('+') ? '+' : '';
  const asWritten = normalisePhone(run);
  const turned = groups.length > 1 ? normalisePhone(plus + groups.toReversed().join(' ')) : undefined;
  // An Israeli number either way wins over a foreign one: this product's cards are mostly Israeli.
  return asWritten?.startsWith('+972') || !turned?.startsWith('+972') ? (asWritten ?? turned) : turned;
}

/** Numbers printed side by side with only spaces between them: the shortest runs of pieces that make a number. */
function numbersInRun(run: string): string[] {
  const whole = numberEitherWay(run);
  if (whole) return [whole];
  const numbers: string[] = [];
  const pieces = run.split(/\s+/);
  for (let start = 0; start < pieces.length; start++) {
    for (let end = start + 1; end <= pieces.length; end++) {
      const phone = numberEitherWay(pieces.slice(start, end).join(' '));
      if (!phone) continue;
      numbers.push(phone);
      start = end - 1;
      break;
    }
  }
  return numbers;
}

/** The phone numbers in a text, in order, each once. */
export function phonesIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CANDIDATE)) {
    for (const phone of numbersInRun(match[0])) if (!found.includes(phone)) found.push(phone);
  }
  return found;
}
