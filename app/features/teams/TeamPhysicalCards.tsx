import { useQuery } from '@tanstack/react-query';
import { assignPhysicalCardSchema, type MemberDigitalCard, type OrganisationPhysicalCard } from '../../../shared/contract/organisations';
import { Button } from '../../components/Button';
import { ErrorDisplay, errorDisplayTypeOf } from '../../components/ErrorDisplay';
import { SelectField } from '../../components/SelectField';
import { toast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useT } from '../../i18n';
import { useIsolatedT } from '../../i18n/isolated';
import { nfcProductQueryOptions, OrderForm, OrderList, unitPriceOf } from '../physical-cards';
import { teamPhysicalCardsQueryOptions, useAssignPhysicalCard, useCancelTeamOrder, useOrderForMember } from './api';
import { nameKey } from './member-names';

/**
 * The physical cards of the team, for its owner and admins: which member holds which card and which digital card it
 * opens, giving a card to a member's digital card, ordering printed cards for a member and cancelling an order that
 * waits for payment.
 */
export function TeamPhysicalCards({ organisationId }: { organisationId: number }) {
  const t = useT();
  const physical = useQuery(teamPhysicalCardsQueryOptions(organisationId));
  const cancel = useCancelTeamOrder(organisationId);
  // Only the organisation's own cards are handed out; a member's own card is shown, never offered.
  const organisationCards = physical.data?.cards.filter((card) => card.belongsTo === 'organisation') ?? [];
  return (
    <section className="team-section" aria-labelledby="team-physical-title">
      <h2 id="team-physical-title">{t('team.physicalTitle')}</h2>
      <p>{t('team.physicalIntro')}</p>
      {physical.error ? (
        <ErrorDisplay type={errorDisplayTypeOf(physical.error)} onRetry={() => void physical.refetch()} />
      ) : !physical.data ? (
        <div className="skeleton" aria-hidden="true" style={{ blockSize: '6rem' }} />
      ) : (
        <>
          <HeldCards cards={physical.data.cards} />
          {physical.data.memberCards.length === 0 ? (
            <p className="team-muted">{t('team.noMemberCards')}</p>
          ) : (
            <>
              {organisationCards.length > 0 && <AssignForm organisationId={organisationId} cards={organisationCards} memberCards={physical.data.memberCards} />}
              <MemberOrder organisationId={organisationId} memberCards={physical.data.memberCards} />
            </>
          )}
          <h3>{t('team.ordersTitle')}</h3>
          <OrderList orders={physical.data.orders} cancel={cancel} />
        </>
      )}
    </section>
  );
}

/** Every card a member holds: its code, its holder, whose it is (the organisation's or the member's own), and the digital card it opens. */
function HeldCards({ cards }: { cards: OrganisationPhysicalCard[] }) {
  const t = useT();
  const isolatedT = useIsolatedT();
  if (cards.length === 0) return <p className="team-muted">{t('team.physicalEmpty')}</p>;
  return (
    <ul className="team-list team-physical-list">
      {cards.map((card) => (
        <li key={card.id} className="team-item" data-testid="team-physical-card">
          <div className="team-item-text">
            <strong>
              <bdi dir="ltr">{card.code}</bdi>
            </strong>
            <span>{t('team.physicalHeldBy', { name: card.holder.displayName })}</span>
            <span className={card.belongsTo === 'organisation' ? 'team-card-owner' : 'team-card-owner team-card-owner-member'}>
              {card.belongsTo === 'organisation' ? t('team.physicalOrganisations') : isolatedT('team.physicalMembersOwn', { name: card.holder.displayName })}
            </span>
            <span className="team-muted">
              {card.profile ? t('team.physicalOpens', { card: card.profile.displayName }) : t('team.physicalUnlinked')}
              {!card.isActive && ` · ${t('team.physicalInactive')}`}
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A member's card by its name, and its holder's beside it where the two differ ("Dana Levi" once, not "Dana Levi (Dana Levi)"). */
const memberCardLabel = (t: ReturnType<typeof useT>, card: MemberDigitalCard) =>
  nameKey(card.displayName) === nameKey(card.memberName) ? card.displayName : t('team.memberCardOption', { card: card.displayName, name: card.memberName });

/** Gives one of the organisation's cards to a member's digital card (the member then holds it; it stays the organisation's). */
function AssignForm({ organisationId, cards, memberCards }: { organisationId: number; cards: OrganisationPhysicalCard[]; memberCards: MemberDigitalCard[] }) {
  const t = useT();
  const assign = useAssignPhysicalCard(organisationId);
  const { errors, busy, onSubmit } = useSchemaForm({
    schema: assignPhysicalCardSchema.extend({ cardId: assignPhysicalCardSchema.shape.profileId }),
    prepare: (values) => ({ cardId: Number(values.cardId), profileId: Number(values.profileId) }),
    send: (input) => assign.mutateAsync(input),
    onSuccess: (card) => toast({ title: t('team.assigned', { code: card.code, name: card.holder.displayName }) }),
    refusal: { field: 'profileId' },
    fallbackMessage: t('team.failed'),
  });
  return (
    <form className="team-form" noValidate onSubmit={onSubmit} aria-labelledby="team-assign-title">
      <h3 id="team-assign-title">{t('team.assignTitle')}</h3>
      <SelectField label={t('team.assignCard')} name="cardId" defaultValue={cards[0]?.id} error={errors.cardId}>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {t('team.physicalCardOption', { code: card.code, name: card.holder.displayName })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('team.assignTo')} name="profileId" defaultValue={memberCards[0]?.id} error={errors.profileId}>
        {memberCards.map((card) => (
          <option key={card.id} value={card.id}>
            {memberCardLabel(t, card)}
          </option>
        ))}
      </SelectField>
      <Button type="submit" busy={busy}>
        {t('team.assignSubmit')}
      </Button>
    </form>
  );
}

/** Printed cards for a member's digital card, in its design by default, placed by the organisation. */
function MemberOrder({ organisationId, memberCards }: { organisationId: number; memberCards: MemberDigitalCard[] }) {
  const t = useT();
  const product = useQuery(nfcProductQueryOptions);
  const order = useOrderForMember(organisationId);
  return (
    <div className="team-member-order">
      <h3>{t('team.orderTitle')}</h3>
      <OrderForm
        cards={memberCards.map((card) => ({ id: card.id, label: memberCardLabel(t, card), design: card, languages: card.languages }))}
        unitPrice={unitPriceOf(product.data)}
        send={order.mutateAsync}
        cardLabel={t('team.orderFor')}
        pictureOf={(profileId) => `/api/organisations/${organisationId}/member-cards/${profileId}/print-preview.png`}
      />
    </div>
  );
}
