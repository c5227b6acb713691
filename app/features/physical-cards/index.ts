/** The physical-cards feature's public surface: the order form and list (with cancelling), and the printed card's price, for the team page. */
export { nfcProductQueryOptions, unitPriceOf } from './api/orders';
export { OrderForm, type OrderableCard } from './OrderForm';
export { OrderList } from './OrderList';
