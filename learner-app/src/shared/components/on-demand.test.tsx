import { useLayoutEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onDemand, useOnDemand } from './on-demand';
import type { OnDemand } from './on-demand';

interface Widget {
  readonly name: string;
}

function Shown({ module }: { readonly module: OnDemand<Widget> }) {
  const loaded = useOnDemand(module, true);
  return <p>{loaded ? loaded.name : 'nothing yet'}</p>;
}

describe('code loaded on demand is shown once it is there (decision 0036)', () => {
  it('a component that needs the module shows it when its load finishes', async () => {
    const module = onDemand(() => Promise.resolve({ name: 'the menu' }));
    render(<Shown module={module} />);
    expect(await screen.findByText('the menu')).toBeTruthy();
  });

  it('a module that arrives after a render found nothing, but before that render’s effect, is still shown', () => {
    // Another component's load finishing in that gap: the header's course menu mounting while the user menu's load
    // of the same module is under way (the end-to-end DNA test waited in vain for the course menu twice in CI).
    let arrived = false;
    const menu: Widget = { name: 'the menu' };
    const module: OnDemand<Widget> = {
      get current() {
        return arrived ? menu : undefined;
      },
      load: () => Promise.resolve(menu),
      subscribe: () => () => undefined,
    };
    function Arrive() {
      useLayoutEffect(() => {
        arrived = true;
      }, []);
      return null;
    }
    render(
      <>
        <Shown module={module} />
        <Arrive />
      </>,
    );
    expect(screen.getByText('the menu')).toBeTruthy();
  });
});
