// `npm run build`: the SPA, the service worker and the server, into dist/.
import { build } from './steps.mjs';

await build();
