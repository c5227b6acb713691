import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AdminPage } from '../../../shared/contract/admin';
import { Loaded } from './Loaded';
import { Pager } from './Pager';

/** A page of an admin list: its items (or what to say when there are none) and the pager. */
export function PagedItems<T extends { id: number }>({
  query,
  empty,
  onPage,
  children,
}: {
  query: UseQueryResult<AdminPage<T>>;
  empty: string;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  return (
    <Loaded query={query}>
      {(data) =>
        data.items.length === 0 ? (
          <p>{empty}</p>
        ) : (
          <>
            <ul className="admin-messages">
              {data.items.map((item) => (
                <li key={item.id} className="admin-message">
                  {children(item)}
                </li>
              ))}
            </ul>
            <Pager page={data.page} pageSize={data.pageSize} total={data.total} onPage={onPage} />
          </>
        )
      }
    </Loaded>
  );
}
