import type { QueryBuilder } from '../../db/query-builder';
import type { ContactRequestInput } from '../../shared/contract/contact';
import type { FileStore } from '../file-store/store';
import { recordVisitorFile } from '../visitor-files/allowance';
import type { AcceptedFile } from '../visitor-files/form';
import { storeWithVisitorFile, visitorFileRow } from '../visitor-files/store';
import { contactRepo } from './repo';

/** The contact form's requests, each stored with the file it came with, for the support team. */
export function contactService(query: QueryBuilder, files: FileStore) {
  return {
    /** Stores a request and its file; returns the request's id. */
    submit(request: ContactRequestInput & { userId: number | null }, accepted: AcceptedFile | undefined): Promise<number> {
      // The file is written before the transaction and discarded after a failed one: the transaction itself awaits no
      // file system, so on SQLite no other request's statements run inside it.
      return storeWithVisitorFile(files, accepted, (pending) =>
        query.transaction().execute(async (trx) => {
          const created = await contactRepo(trx).create(request);
          if (pending) await recordVisitorFile(trx, visitorFileRow(pending, { contactRequestId: created }, new Date()));
          return created;
        }),
      );
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;
