/**
 * What a person never means to send in a name or a message: control characters (a line break and a tab stay; a form
 * post's CR of CRLF goes), and the bidi overrides and isolates that show a text in another order than it is stored
 * (a name "\u202Egnp.exe" reads "exe.png").
 */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point.
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without the characters that hide or reorder what it shows. */
export const visibleText = (text: string): string => text.replace(HIDDEN_CHARACTERS, '');

/** A name as one line that shows as stored: `visibleText`, with each run of line breaks and tabs made one space. */
export const oneLineText = (text: string): string => visibleText(text).replace(/\s*[\t\n]+\s*/g, ' ');
