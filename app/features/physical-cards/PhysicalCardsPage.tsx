import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import type { PhysicalCard } from '../../../shared/contract/physical-cards';
import type { ProfileSummary } from '../../../shared/contract/profiles';
import { buttonClass } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { LoadingScreen } from '../../components/LoadingScreen';
import { useDocumentTitle } from '../../components/use-document-title';
import { messageOf } from '../../lib/errors';
import { useT } from '../../i18n';
import { profilesQueryOptions } from '../profiles';
import { physicalCardsQueryOptions } from './api/get-physical-cards';
import { nfcProductQueryOptions, ordersQueryOptions, unitPriceOf, useCancelOrder, useCreateOrder } from './api/orders';
import { isWebNfcSupported } from './ndef';
import { NewTagForm } from './NewTagForm';
import { NfcUnavailable } from './NfcUnavailable';
import { OrderForm } from './OrderForm';
import { OrderList } from './OrderList';
import { PhysicalCardItem } from './PhysicalCardItem';
import { WriteTagSheet } from './WriteTagSheet';
import './physical-cards.css';

const neverChanges = () => () => {};

/**
 * Whether this browser can write NFC tags. The server draws the page without Web NFC, and hydration must draw the
 * same: a mismatch made React draw the whole page again, which dropped a choice made in that moment.
 */
function useWebNfc(): boolean {
  return useSyncExternalStore(neverChanges, () => isWebNfcSupported(window), () => false);
}

/** /physical-cards: my physical cards (link, deactivate, write to a tag), blank tags, and ordering printed cards. */
export function PhysicalCardsPage() {
  const t = useT();
  useDocumentTitle(t('physicalCards.title'));
  const canWrite = useWebNfc();
  const [writing, setWriting] = useState<PhysicalCard | null>(null);
  const cards = useQuery(physicalCardsQueryOptions);
  const myCards = useQuery(profilesQueryOptions);

  if (cards.isPending || myCards.isPending) return <LoadingScreen />;
  const error = cards.error ?? myCards.error;
  if (error) {
    const type = errorDisplayTypeOf(error);
    return (
      <section className="page">
        <ErrorDisplay type={type} message={type === 'error' ? messageOf(error, t('physicalCards.loadError')) : undefined} onRetry={() => void Promise.all([cards.refetch(), myCards.refetch()])} showHome />
      </section>
    );
  }
  const profiles = myCards.data ?? [];
  const list = cards.data ?? [];

  return (
    <section className="page physical-cards-page">
      <h1>{t('physicalCards.title')}</h1>
      <p className="page-intro">{t('physicalCards.intro')}</p>
      {!canWrite && <NfcUnavailable card={profiles[0]} />}
      <section className="physical-section" aria-labelledby="my-physical-cards-title">
        <h2 id="my-physical-cards-title">{t('physicalCards.myCards')}</h2>
        {profiles.length === 0 && (
          <p>
            {t('physicalCards.needDigitalCard')}{' '}
            <Link to="/editor" className={buttonClass('secondary')}>
              {t('physicalCards.createDigitalCard')}
            </Link>
          </p>
        )}
        {list.length === 0 ? (
          <p>{t(canWrite ? 'physicalCards.empty' : 'physicalCards.emptyWithoutNfc')}</p>
        ) : (
          <ul className="physical-card-list">
            {list.map((card) => (
              <PhysicalCardItem key={card.id} card={card} myCards={profiles} canWrite={canWrite} onWrite={setWriting} />
            ))}
          </ul>
        )}
      </section>
      {canWrite && profiles.length > 0 && <NewTagForm myCards={profiles} />}
      {profiles.length > 0 && <OrderSection profiles={profiles} />}
      {writing && <WriteTagSheet card={writing} onClose={() => setWriting(null)} />}
    </section>
  );
}

/** Ordering printed cards, and the orders placed so far with where each stands. */
function OrderSection({ profiles }: { profiles: ProfileSummary[] }) {
  const t = useT();
  const product = useQuery(nfcProductQueryOptions);
  const orders = useQuery(ordersQueryOptions);
  const create = useCreateOrder();
  const cancel = useCancelOrder();
  return (
    <section className="physical-section" id="order-cards" aria-labelledby="order-cards-title">
      <h2 id="order-cards-title">{t('physicalCards.orderTitle')}</h2>
      <p>{t('physicalCards.orderIntro')}</p>
      <OrderForm
        cards={profiles.map((profile) => ({ id: profile.id, label: profile.displayName, languages: profile.languages }))}
        unitPrice={unitPriceOf(product.data)}
        send={create.mutateAsync}
      />
      <h3>{t('physicalCards.myOrders')}</h3>
      {orders.error ? <ErrorDisplay type={errorDisplayTypeOf(orders.error)} onRetry={() => void orders.refetch()} /> : <OrderList orders={orders.data ?? []} cancel={cancel} />}
    </section>
  );
}
