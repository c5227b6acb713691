import type { QueryBuilder } from '../../db/query-builder';
import type { AdminNfcOrder, AdminPage } from '../../shared/contract/admin';
import type { PublicProfile } from '../../shared/contract/profiles';
import type { Config } from '../config';
import type { FileStore } from '../file-store/store';
import { presentNfcOrder } from '../physical-cards/present';
import type { NfcOrderRow } from '../physical-cards/repo';
import type { OrderPrinter, PrintedOrder } from '../physical-cards/service';
import { presentPublicProfile } from '../profiles/present';
import { profilesRepo } from '../profiles/repo';
import { printPdf } from './pdf';
import { cardInLanguage } from '../../shared/card/in-language';

/** Orders shown on one page of the admin's list. */
const PAGE_SIZE = 20;

/** The print-ready PDFs orders keep, and the admin's list of orders. */
export function orderPrints(query: QueryBuilder, files: FileStore, config: Pick<Config, 'publicUrl'>): OrderPrinter & {
  pdfOf(orderId: number): Promise<Buffer | undefined>;
  page(page: number): Promise<AdminPage<AdminNfcOrder>>;
} {
  const profiles = profilesRepo(query);

  async function cardOf(profileId: number): Promise<PublicProfile | undefined> {
    const row = await profiles.findById(profileId);
    return row && presentPublicProfile(row, await profiles.itemsOf(row.id));
  }

  return {
    /** Draws the order's card as it is now, in the order's design and version, and keeps the PDF with the order. */
    async keep(order: PrintedOrder): Promise<void> {
      const own = await cardOf(order.profileId);
      if (!own) return;
      const card = cardInLanguage(own, order.language);
      const pdf = await printPdf(card, order, { files, publicUrl: config.publicUrl });
      await query.insertInto('nfc_order_prints').values({ order_id: order.id, pdf: Buffer.from(pdf), created_at: Date.now() }).execute();
    },

    /** The order's PDF, or undefined when none was kept. */
    async pdfOf(orderId: number): Promise<Buffer | undefined> {
      const row = await query.selectFrom('nfc_order_prints').select('pdf').where('order_id', '=', orderId).executeTakeFirst();
      return row && Buffer.from(row.pdf);
    },

    /** Every account's orders, newest first, a page at a time, each with who ordered it and its PDF's address. */
    async page(page: number): Promise<AdminPage<AdminNfcOrder>> {
      const [rows, counted] = await Promise.all([
        query
          .selectFrom('nfc_orders as o')
          .leftJoin('profiles as p', 'p.id', 'o.profile_id')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .leftJoin('nfc_order_prints as n', 'n.order_id', 'o.id')
          .selectAll('o')
          .select(['p.slug as profile_slug', 'p.display_name as profile_name', 'u.email as orderer_email', 'n.order_id as print_id'])
          .orderBy('o.id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        query.selectFrom('nfc_orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          ...presentNfcOrder(row as NfcOrderRow),
          ordererEmail: row.orderer_email,
          printPdf: row.print_id === null ? null : `/api/admin/physical-card-orders/${row.id}/print.pdf`,
        })),
        total: Number(counted.n),
        page,
        pageSize: PAGE_SIZE,
      };
    },
  };
}

export type OrderPrints = ReturnType<typeof orderPrints>;
