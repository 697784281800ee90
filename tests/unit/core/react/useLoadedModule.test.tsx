// @vitest-environment jsdom
// Code loaded on first use (core/react/useLoadedModule): a placeholder, then
// the value; a failure reaches the error boundary with the translated text,
// is forgotten, and the next mount loads again.
import { fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { moduleLoad, useLoadedModule, useModuleState, type ModuleLoad } from '@core/react';

class Boundary extends Component<{ children: ReactNode }, { message?: string }> {
  override state: { message?: string } = {};
  static getDerivedStateFromError(error: Error): { message: string } {
    return { message: error.message };
  }
  override render(): ReactNode {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

function Shows({ load }: { load: ModuleLoad<string> }): ReactElement {
  const value = useLoadedModule(load, 'The test module', () => 'could not be loaded (translated)');
  return <span>{value ?? 'loading'}</span>;
}

describe('useLoadedModule', () => {
  it('shows a placeholder, then the value; once loaded, a new mount has it in its first render', async () => {
    const importer = vi.fn(() => Promise.resolve('loaded value'));
    const load = moduleLoad(importer);
    const first = render(<Shows load={load} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('loaded value')).toBeTruthy();
    first.unmount();
    render(<Shows load={load} />);
    expect(screen.getByText('loaded value')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('throws the translated message to the error boundary, and a later mount loads again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue('second try');
    const load = moduleLoad<string>(importer);
    const first = render(
      <Boundary>
        <Shows load={load} />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('could not be loaded (translated)');
    expect(errors.mock.calls.some((call) => String(call[0]).includes('The test module failed to load'))).toBe(true);
    first.unmount();
    render(<Shows load={load} />);
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});

function ShowsOwnFailure({ load }: { load: ModuleLoad<string> }): ReactElement {
  const state = useModuleState(load, 'The panel');
  if (state.failed) return <button onClick={state.retry}>retry</button>;
  return <span>{state.value ?? 'loading'}</span>;
}

describe('useModuleState', () => {
  it('reports a failed load in place, and retry loads again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue('panel');
    render(<ShowsOwnFailure load={moduleLoad<string>(importer)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'retry' }));
    expect(await screen.findByText('panel')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
