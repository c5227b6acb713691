import type { APIRequestContext } from '@playwright/test';
import type { CardLanguage } from '../../../shared/contract/card-languages';
import type { NfcOrder } from '../../../shared/contract/physical-cards';
import { callApi } from './api';

/**
 * Places an order of three printed cards of `profileId` to Tel Aviv for the signed-in owner, as the order form sends it,
 * in the card's version in `language` if given.
 */
export function placeOrder(request: APIRequestContext, profileId: number, language?: CardLanguage): Promise<NfcOrder> {
  return callApi<NfcOrder>(request, 'POST', '/api/physical-cards/orders', {
    profileId,
    template: 'classic',
    primaryColor: '#0f766e',
    backgroundColor: '#ffffff',
    quantity: 3,
    shippingName: 'Dana Levi',
    phone: '050-123 4567',
    address: '10 Herzl St',
    city: 'Tel Aviv',
    ...(language && { language }),
  });
}
