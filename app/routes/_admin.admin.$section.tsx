import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { CardOrdersPage } from '../features/admin/CardOrdersPage';
import { ContactRequestsPage, ErrorReportsPage } from '../features/admin/InboxPages';
import { PackagesPage } from '../features/admin/PackagesPage';
import { UsersPage } from '../features/admin/UsersPage';
import { loadPage } from '../page-data/load-page';

/** The admin sections reached as /admin/{section}; any other section is a page that does not exist. */
const SECTIONS: Record<string, () => React.JSX.Element> = {
  users: UsersPage,
  packages: PackagesPage,
  contact: ContactRequestsPage,
  errors: ErrorReportsPage,
  orders: CardOrdersPage,
};

export const Route = createFileRoute('/_admin/admin/$section')({
  loader: ({ context, params }) => loadPage('adminSection', context.queryClient, params.section),
  component: function AdminSectionRoute() {
    const { section } = Route.useParams();
    const Section = Object.hasOwn(SECTIONS, section) ? SECTIONS[section]! : NotFound;
    return <Section />;
  },
});
