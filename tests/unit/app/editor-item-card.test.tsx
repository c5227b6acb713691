import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ItemCard } from '../../../app/features/editor/ItemCard';
import { newItem } from '../../../app/features/editor/items';
import { loadFeatureMessages } from '../../../app/i18n';

beforeAll(() => loadFeatureMessages('he'));

const noop = () => {};

/** An item of the editor's list as drawn, with `title` as its heading. */
function itemCard(title: string): string {
  const item = { ...newItem('phone'), value: '050-123-4567' };
  return renderToStaticMarkup(
    <ItemCard item={item} index={0} total={2} title={title} heading={title} errors={{}} dragging={false} dropTarget={false} onChange={noop} onMove={noop} onRemove={noop} onDragStart={noop} onDragOver={noop} onDrop={noop} onDragEnd={noop} />,
  );
}

describe('an item of the card in the editor', () => {
  it('says which item its "shown on the card" switch is for, as its move and delete buttons do', () => {
    const html = itemCard('טלפון: 050-123-4567');
    const describedBy = /<input[^>]*type="checkbox"[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>טלפון: 050-123-4567<`));
  });
});
