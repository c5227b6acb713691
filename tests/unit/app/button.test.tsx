import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../app/components/Button';

describe('Button', () => {
  it('says it is busy and stays focusable while busy, even when also disabled', () => {
    for (const disabled of [false, true]) {
      expect(renderToStaticMarkup(<Button busy disabled={disabled}>שמירה</Button>)).toBe(
        '<button type="button" class="btn btn-primary" aria-disabled="true" aria-busy="true">שמירה</button>',
      );
    }
  });

  it('is simply disabled when it cannot be used and is not busy', () => {
    expect(renderToStaticMarkup(<Button disabled>שמירה</Button>)).toBe('<button type="button" class="btn btn-primary" disabled="">שמירה</button>');
    expect(renderToStaticMarkup(<Button busy={false}>שמירה</Button>)).toBe('<button type="button" class="btn btn-primary">שמירה</button>');
  });
});
