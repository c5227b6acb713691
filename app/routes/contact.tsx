import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/info/contact/ContactPage';
import { parseContactSearch } from '../features/info/contact/contact-search';

export const Route = createFileRoute('/contact')({
  validateSearch: parseContactSearch,
  component: function ContactRoute() {
    return <ContactPage written={Route.useSearch()} />;
  },
});
