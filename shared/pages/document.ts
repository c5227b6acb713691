// The one way an HTML document of the site is written: the card page, the not-found pages, the offline card and the
// app's documents the build pre-renders all come out of htmlDocument().

/** What a document is made of. */
export interface DocumentParts {
  lang: string;
  dir: 'rtl' | 'ltr';
  /** The elements of <head> after its charset and viewport, each written as it is. */
  head: readonly string[];
  /** The markup of <body>, written as it is. */
  body: string;
  /** Attributes of <body> (` style="…"`), written as they are. */
  bodyAttributes?: string;
  /** The viewport's content, when a document needs more than the width of the device at its own scale. */
  viewport?: string;
}

const DEFAULT_VIEWPORT = 'width=device-width,initial-scale=1';

/** An HTML document from its parts; every text in them is the caller's to escape. */
export function htmlDocument({ lang, dir, head, body, bodyAttributes = '', viewport = DEFAULT_VIEWPORT }: DocumentParts): string {
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="${viewport}">
${head.filter(Boolean).join('\n')}
</head>
<body${bodyAttributes}>
${body}
</body>
</html>
`;
}
