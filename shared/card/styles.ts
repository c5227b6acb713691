import type { Template } from '../contract/profiles';
import base from './card-base.css?raw';
import leadForm from './lead-form.css?raw';
import bold from './template-bold.css?raw';
import classic from './template-classic.css?raw';
import minimal from './template-minimal.css?raw';

const TEMPLATE_CSS: Record<Template, string> = { classic, bold, minimal };

/** The CSS a card needs: the shared base plus its template only (inlined by the server, injected by the preview). */
export function cardCss(template: Template): string {
  return base + leadForm + TEMPLATE_CSS[template];
}
