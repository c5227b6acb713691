import { z } from 'zod';

// zod checks whether it may compile its parsers with `new Function`; under the site's content security policy (no
// 'unsafe-eval') that check itself is a violation the browser reports. Parsing without compiling asks nothing.
z.config({ jitless: true });
