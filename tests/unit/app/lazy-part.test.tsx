import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart } from '../../../app/lib/lazy-part';

function Greeting({ name }: { name: string }) {
  return <p>שלום {name}</p>;
}

/** Renders as the server does: one synchronous render, a suspended part inside its boundary. */
const render = (part: ReactNode) => renderToString(<Suspense fallback={null}>{part}</Suspense>);

/** React marks a part it could not draw in a synchronous render, for the browser to draw later. */
const LEFT_FOR_LATER = '<!--$!-->';

describe('lazyPart', () => {
  it('suspends like React.lazy until its code is loaded', () => {
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    expect(render(<Part name="דנה" />)).toContain(LEFT_FOR_LATER);
  });

  it('renders at once, in the same render, once load() has resolved', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    const module = await Part.load();
    expect(module.default).toBe(Greeting);
    const html = render(<Part name="דנה" />);
    expect(html).not.toContain(LEFT_FOR_LATER);
    expect(html).toContain('דנה');
  });

  it('asks for the code once, however often it is loaded', async () => {
    let imports = 0;
    const Part = lazyPart(() => {
      imports += 1;
      return Promise.resolve({ default: Greeting });
    });
    await Promise.all([Part.load(), Part.load()]);
    await Part.load();
    expect(imports).toBe(1);
  });

  it('asks again after a failed load (the network may be back)', async () => {
    let imports = 0;
    const Part = lazyPart(() => {
      imports += 1;
      return imports === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting });
    });
    await expect(Part.load()).rejects.toThrow('offline');
    await expect(Part.load()).resolves.toEqual({ default: Greeting });
    expect(render(<Part name="דנה" />)).toContain('דנה');
  });
});
