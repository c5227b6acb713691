import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../components/ComingSoon';

export const Route = createFileRoute('/_authed/contact-leads/{-$profileId}')({
  component: () => <ComingSoon page="page.contactLeads" />,
});
