import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountSecuritySchema, type AccountSecurity, type ForgotPasswordInput, type ResetPasswordInput } from '../../../shared/contract/security';
import { answer, fieldsOf } from '../../lib/answer';
import { request } from '../../lib/api';

/** `POST /api/auth/forgot-password`: the server's message (the same whether or not the address has an account). */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<string> {
  return String(fieldsOf(await request('POST', '/api/auth/forgot-password', input)).message ?? '');
}

/** `POST /api/auth/reset-password`: the server's message. */
export async function resetPassword(input: ResetPasswordInput): Promise<string> {
  return String(fieldsOf(await request('POST', '/api/auth/reset-password', input)).message ?? '');
}

/** GET /api/account/security, also the query key of the account's second factors. */
export const SECURITY_KEY = '/api/account/security';

/** The account's second factors, and whether this session proved one. */
export const securityQueryOptions = queryOptions({
  queryKey: [SECURITY_KEY],
  queryFn: async (): Promise<AccountSecurity> => answer(await request('GET', SECURITY_KEY), import.meta.env.DEV && accountSecuritySchema),
  staleTime: 0,
});

/** The account's second factors. */
export function useSecurity(enabled = true) {
  return useQuery({ ...securityQueryOptions, enabled });
}
