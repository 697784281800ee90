import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAction, runActions } from '@core/actions/runner';
import type { Action, ActionContext } from '@core/actions/types';
import type { ApiEnvelope, ApiRequest } from '@core/env';
import { Scope } from '@core/scope';
import type { SchemaNode } from '@core/schema/types';
import { apiFailure, createEnv, createI18n, createNodes, type RecordingEnv } from './testEnv';

const i18n = createI18n({ en: { 'common.saved': 'Saved', 'common.sure': 'Sure, ${user.name}?' } }, 'en');

/** A tiny server: POST /eps/items echoes, GET /eps/items/:id returns an item, /eps/fail fails. */
function respond(request: ApiRequest): ApiEnvelope {
  if (request.url === '/eps/fail') throw apiFailure('E42', 'Broken');
  if (request.method === 'post') return { code: '0', data: { saved: request.data } };
  const id = /\/eps\/items\/(\d+)/.exec(request.url)?.[1];
  return { code: '0', data: { item: { id: Number(id), name: `item ${id}` }, total: 1 } };
}

interface Harness {
  env: RecordingEnv;
  nodes: ReturnType<typeof createNodes>;
  context: ActionContext;
  dialogs: { node: SchemaNode; scope: Scope }[];
  screens: { id: string; scope: Scope }[];
  closed: unknown[];
  dialogAnswer: unknown;
}

function harness(): Harness {
  const env = createEnv(respond, i18n);
  const nodes = createNodes();
  const h: Harness = {
    env,
    nodes,
    dialogs: [],
    screens: [],
    closed: [],
    dialogAnswer: { picked: 7 },
    context: undefined as unknown as ActionContext,
  };
  h.context = {
    env,
    nodes,
    scope: new Scope({ user: { name: 'Ann', id: 5 } }),
    openDialog: (node, scope) => {
      h.dialogs.push({ node, scope });
      return Promise.resolve(h.dialogAnswer);
    },
    openScreenDialog: (id, scope) => {
      h.screens.push({ id, scope });
      return Promise.resolve(h.dialogAnswer);
    },
    close: (result) => {
      h.closed.push(result);
    },
  };
  return h;
}

let h: Harness;
beforeEach(() => {
  h = harness();
});

describe('runActions: each action type', () => {
  it('ajax calls the resolved request and maps the response', async () => {
    const outcome = await runActions(
      { action: 'ajax', api: { url: '/eps/items/${user.id}', responseData: 'data.item' } },
      h.context,
    );
    // An action a person started: the call says so (src/core/calls).
    expect(h.env.requests).toEqual([{ method: 'get', url: '/eps/items/5', trigger: 'gesture' }]);
    expect(outcome).toEqual({ ok: true, result: { id: 5, name: 'item 5' } });
  });

  it('ajax extraParams: the steps a template names answer params that join the call (its own win); the result flows on', async () => {
    const helper = [{ action: 'ajax', api: { url: '/eps/items/9', responseData: { token: 'data.item.name', comment: 'data.total' } } }];
    const context: ActionContext = { ...h.context, scope: new Scope({ user: { id: 5 }, helper, none: [] }) };
    const outcome = await runActions(
      [
        { action: 'dialog', dialog: { type: 'dialog' } },
        { action: 'ajax', extraParams: '${helper}', api: { url: '/eps/items/${result.picked}', params: { comment: 'own' } } },
        { action: 'ajax', extraParams: '${none}', api: { url: '/eps/items/1' } },
      ],
      context,
    );
    expect(h.env.requests.map((r) => [r.url, r.params])).toEqual([
      ['/eps/items/9', undefined],
      ['/eps/items/7', { token: 'item 9', comment: 'own' }],
      ['/eps/items/1', undefined],
    ]);
    expect(outcome.ok).toBe(true);
  });

  it('ajax extraParams: helper steps that fail or are declined stop the chain before the call', async () => {
    const context: ActionContext = { ...h.context, scope: new Scope({ failing: [{ action: 'ajax', api: { url: '/eps/fail' } }], asking: [{ action: 'confirm', content: 'Sure?' }] }) };
    const failed = await runActions({ action: 'ajax', extraParams: '${failing}', api: { url: '/eps/items/2' } }, context);
    expect(failed.ok).toBe(false);
    expect(failed.error).toBeDefined();
    h.env.confirmAnswers.push(false);
    const declined = await runActions({ action: 'ajax', extraParams: '${asking}', api: { url: '/eps/items/2' } }, context);
    expect(declined).toMatchObject({ ok: false });
    expect(h.env.requests.map((r) => r.url)).toEqual(['/eps/fail']);
  });

  it('ajax runs onSuccess with the response as result', async () => {
    const outcome = await runActions(
      {
        action: 'ajax',
        api: { url: '/eps/items/3', responseData: { item: 'data.item' } },
        onSuccess: [{ action: 'toast', message: 'Loaded ${result.item.name}' }],
      },
      h.context,
    );
    expect(h.env.notices).toEqual([{ level: 'success', message: 'Loaded item 3' }]);
    expect(outcome).toEqual({ ok: true, result: { item: { id: 3, name: 'item 3' } } });
  });

  it('a failed ajax runs onError, stops the chain and does not notify again', async () => {
    const values: unknown[] = [];
    h.nodes.register('form', { setValue: (v) => values.push(v) });
    const outcome = await runActions(
      [
        {
          action: 'ajax',
          api: { method: 'post', url: '/eps/fail' },
          onSuccess: [{ action: 'toast', message: 'never' }],
          onError: [{ action: 'setValue', target: 'form', value: { lastError: '${error.code}: ${error.message}' } }],
        },
        { action: 'close' },
      ],
      h.context,
    );
    expect(outcome.ok).toBe(false);
    expect((outcome.error as Error).message).toBe('Broken');
    expect(values).toEqual([{ lastError: 'E42: Broken' }]);
    expect(h.closed).toEqual([]);
    // The api provider reports failures; the runner must not show a second message.
    expect(h.env.notices).toEqual([]);
  });

  it('screenDialog opens the screen by id with templated data in its scope', async () => {
    const outcome = await runActions(
      [
        { action: 'screenDialog', screen: 'home/todo-dialog', data: { counts: { total: '${user.id}' }, who: 'x-${user.name}' } },
        { action: 'toast', message: 'Picked ${result.picked}' },
      ],
      h.context,
    );
    expect(h.screens.map((s) => s.id)).toEqual(['home/todo-dialog']);
    expect(h.screens[0]?.scope.get('counts')).toEqual({ total: 5 });
    expect(h.screens[0]?.scope.get('who')).toBe('x-Ann');
    expect(h.screens[0]?.scope.get('user')).toEqual({ name: 'Ann', id: 5 });
    expect(outcome).toEqual({ ok: true, result: { picked: 7 } });
  });

  it('screenDialog cancelled or failing to load stops the chain', async () => {
    h.dialogAnswer = undefined;
    const cancelled = await runActions([{ action: 'screenDialog', screen: 'a/b' }, { action: 'toast', message: 'no' }], h.context);
    expect(cancelled.ok).toBe(false);
    h.context = { ...h.context, openScreenDialog: () => Promise.reject(new Error('No screen "a/b"')) };
    const failed = await runActions([{ action: 'screenDialog', screen: 'a/b' }, { action: 'toast', message: 'no' }], h.context);
    expect(failed.ok).toBe(false);
    expect((failed.error as Error).message).toBe('No screen "a/b"');
    expect(h.env.notices).toEqual([]);
  });

  it('dialog opens the node in the scope and passes its value on', async () => {
    const dialog: SchemaNode = { type: 'dialog', title: 'Pick' };
    const outcome = await runActions(
      [
        { action: 'dialog', dialog },
        { action: 'toast', message: 'Picked ${result.picked}' },
      ],
      h.context,
    );
    expect(h.dialogs).toHaveLength(1);
    expect(h.dialogs[0]?.node).toBe(dialog);
    expect(h.dialogs[0]?.scope.get('user')).toEqual({ name: 'Ann', id: 5 });
    expect(h.env.notices).toEqual([{ level: 'success', message: 'Picked 7' }]);
    expect(outcome).toEqual({ ok: true, result: { picked: 7 } });
  });

  it('a cancelled dialog stops the chain without an error', async () => {
    h.dialogAnswer = undefined;
    const outcome = await runActions(
      [
        { action: 'dialog', dialog: { type: 'dialog' } },
        { action: 'toast', message: 'never' },
      ],
      h.context,
    );
    expect(outcome).toEqual({ ok: false, result: undefined });
    expect(h.env.notices).toEqual([]);
  });

  it('link opens a templated url in a new window', async () => {
    await runActions({ action: 'link', url: 'https://help.example.com/u/${user.id}' }, h.context);
    expect(h.env.windows).toEqual(['https://help.example.com/u/5']);
  });

  it('navigate goes to a templated route, replacing when asked', async () => {
    await runActions(
      [
        { action: 'navigate', to: '/user/${user.id}' },
        { action: 'navigate', to: '/home', replace: true },
      ],
      h.context,
    );
    expect(h.env.navigations).toEqual([
      { to: '/user/5', options: { replace: false } },
      { to: '/home', options: { replace: true } },
    ]);
  });

  it('reload reloads each named node and warns about unknown ones', async () => {
    const reloaded: string[] = [];
    h.nodes.register('list', { reload: () => void reloaded.push('list') });
    h.nodes.register('stats', { reload: () => Promise.resolve().then(() => void reloaded.push('stats')) });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await runActions(
      [
        { action: 'reload', target: ['list', 'ghost', 'stats'] },
        { action: 'reload', target: 'list' },
      ],
      h.context,
    );
    expect(outcome.ok).toBe(true);
    expect(reloaded).toEqual(['list', 'stats', 'list']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('ghost');
    warn.mockRestore();
  });

  it('close closes the dialog with the result so far', async () => {
    await runActions(
      [
        { action: 'ajax', api: { url: '/eps/items/8', responseData: 'data.item.id' } },
        { action: 'close' },
      ],
      h.context,
    );
    expect(h.closed).toEqual([8]);
  });

  it('close outside a dialog does nothing', async () => {
    const { close: _close, ...outside } = h.context;
    void _close;
    expect(await runActions({ action: 'close' }, outside)).toEqual({ ok: true, result: undefined });
  });

  it('confirm asks with resolved texts and stops when declined', async () => {
    h.env.confirmAnswers = [true, false];
    const outcome = await runActions(
      [
        { action: 'confirm', title: { 'zh-cn': '确认', en: 'Confirm' }, content: 'common.sure' },
        { action: 'toast', message: 'first' },
        { action: 'confirm', content: 'Again?' },
        { action: 'toast', message: 'second' },
      ],
      h.context,
    );
    expect(h.env.confirms).toEqual([{ title: 'Confirm', content: 'Sure, Ann?' }, { content: 'Again?' }]);
    expect(h.env.notices.map((n) => n.message)).toEqual(['first']);
    expect(outcome).toEqual({ ok: false, result: undefined });
  });

  it('confirm onCancel: cancelling runs the branch with the same result, then stops the chain', async () => {
    h.env.confirmAnswers = [false];
    const outcome = await runActions(
      [
        { action: 'ajax', api: { method: 'get', url: '/eps/items/4' } },
        {
          action: 'confirm',
          content: 'Look at ${result.item.name}?',
          okLabel: { 'zh-cn': '继续', en: 'Go on' },
          cancelLabel: 'View',
          onCancel: [{ action: 'screenDialog', screen: 'x/refer', data: { name: '${result.item.name}' } }],
        },
        { action: 'toast', message: 'after' },
      ],
      h.context,
    );
    expect(h.env.confirms).toEqual([{ content: 'Look at item 4?', okText: 'Go on', cancelText: 'View' }]);
    expect(h.screens.map((s) => [s.id, s.scope.get('name')])).toEqual([['x/refer', 'item 4']]);
    expect(h.env.notices).toEqual([]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBeUndefined();
  });

  it('confirm onCancel: confirming skips the branch and goes on', async () => {
    h.env.confirmAnswers = [true];
    const outcome = await runActions(
      [
        { action: 'confirm', content: 'Sure?', onCancel: [{ action: 'toast', message: 'cancelled' }] },
        { action: 'toast', message: 'after' },
      ],
      h.context,
    );
    expect(h.env.notices.map((n) => n.message)).toEqual(['after']);
    expect(outcome.ok).toBe(true);
  });

  it('confirm onCancel: a failing branch step reports its error', async () => {
    h.env.confirmAnswers = [false];
    const outcome = await runActions(
      [{ action: 'confirm', content: 'Sure?', onCancel: [{ action: 'ajax', api: { method: 'get', url: '/eps/fail' } }] }],
      h.context,
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.error).toBeInstanceOf(Error);
  });

  it('toast notifies with a level and translated message', async () => {
    await runActions(
      [
        { action: 'toast', message: 'common.saved' },
        { action: 'toast', level: 'warning', message: { 'zh-cn': '注意', en: 'Careful ${user.name}' } },
      ],
      h.context,
    );
    expect(h.env.notices).toEqual([
      { level: 'success', message: 'Saved' },
      { level: 'warning', message: 'Careful Ann' },
    ]);
  });

  it('setValue sets templated values on the named node', async () => {
    const received: unknown[] = [];
    h.nodes.register('form', { setValue: (values) => received.push(values) });
    await runActions(
      [
        { action: 'dialog', dialog: { type: 'dialog' } },
        { action: 'setValue', target: 'form', value: { memberId: '${result.picked}', label: 'by ${user.name}' } },
      ],
      h.context,
    );
    expect(received).toEqual([{ memberId: 7, label: 'by Ann' }]);
  });

  it('submit submits the named form or the dialog form, and its result flows on', async () => {
    h.nodes.register('named', { submit: () => Promise.resolve('named-result') });
    const outcome = await runActions([{ action: 'submit', target: 'named' }, { action: 'close' }], h.context);
    expect(outcome).toEqual({ ok: true, result: 'named-result' });
    expect(h.closed).toEqual(['named-result']);

    const withForm: ActionContext = { ...h.context, form: { submit: () => Promise.resolve({ id: 1 }) } };
    expect(await runActions({ action: 'submit' }, withForm)).toEqual({ ok: true, result: { id: 1 } });
  });

  it('a rejected submit stops the chain, keeping the dialog open', async () => {
    const invalid = new Error('invalid');
    const withForm: ActionContext = { ...h.context, form: { submit: () => Promise.reject(invalid) } };
    const outcome = await runActions([{ action: 'submit' }, { action: 'close' }], withForm);
    expect(outcome).toEqual({ ok: false, result: undefined, error: invalid });
    expect(h.closed).toEqual([]);
  });

  it('submit without a form fails rather than going on', async () => {
    const outcome = await runActions([{ action: 'submit', target: 'nope' }, { action: 'close' }], h.context);
    expect(outcome.ok).toBe(false);
    expect(String(outcome.error)).toContain('nope');
    expect(h.closed).toEqual([]);
  });

  describe('logout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('waits for the delay, then logs out', async () => {
      const running = runActions({ action: 'logout', delay: 1500 }, h.context);
      await vi.advanceTimersByTimeAsync(1499);
      expect(h.env.logouts).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(await running).toEqual({ ok: true, result: undefined });
      expect(h.env.logouts).toBe(1);
    });

    it('logs out at once without a delay', async () => {
      await runActions({ action: 'logout' }, h.context);
      expect(h.env.logouts).toBe(1);
    });
  });

  it('an unknown action type stops with an error naming it', async () => {
    const outcome = await runActions(
      [{ action: 'explode' } as unknown as Action, { action: 'toast', message: 'never' }],
      h.context,
    );
    expect(outcome.ok).toBe(false);
    expect((outcome.error as Error).message).toContain('"explode"');
    expect(h.env.notices).toEqual([]);
  });
});

describe('runActions: chaining', () => {
  it('runs steps in order and passes each result on', async () => {
    const outcome = await runActions(
      [
        { action: 'ajax', api: { url: '/eps/items/2', responseData: 'data.item' } },
        { action: 'ajax', api: { method: 'post', url: '/eps/items', data: { source: '${result.id}' } } },
        { action: 'toast', message: 'saved ${result.saved.source}' },
      ],
      h.context,
    );
    expect(h.env.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['get /eps/items/2', 'post /eps/items']);
    expect(h.env.requests[1]?.data).toEqual({ source: 2 });
    expect(h.env.notices).toEqual([{ level: 'success', message: 'saved 2' }]);
    expect(outcome).toEqual({ ok: true, result: { saved: { source: 2 } } });
  });

  it('skips steps whose runOn is falsy, without failing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = await runActions(
      [
        { action: 'toast', message: 'skipped', runOn: 'user.id > 100' },
        { action: 'toast', message: 'shown', runOn: 'user.id === 5' },
        { action: 'toast', message: 'broken runOn falls back to run', runOn: 'user.' },
      ],
      h.context,
    );
    expect(outcome.ok).toBe(true);
    expect(h.env.notices.map((n) => n.message)).toEqual(['shown', 'broken runOn falls back to run']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('asks confirmText before a step; declining stops the chain with no error', async () => {
    h.env.confirmAnswers = [false];
    const outcome = await runActions(
      [
        { action: 'ajax', confirmText: 'Delete ${user.name}?', api: { method: 'post', url: '/eps/items' } },
        { action: 'toast', message: 'never' },
      ],
      h.context,
    );
    expect(h.env.confirms).toEqual([{ content: 'Delete Ann?' }]);
    expect(h.env.requests).toEqual([]);
    expect(outcome).toEqual({ ok: false, result: undefined });
  });

  it('a failure inside onSuccess stops the outer chain', async () => {
    const outcome = await runActions(
      [
        {
          action: 'ajax',
          api: { url: '/eps/items/1' },
          onSuccess: [{ action: 'ajax', api: { url: '/eps/fail' } }],
        },
        { action: 'toast', message: 'never' },
      ],
      h.context,
    );
    expect(outcome.ok).toBe(false);
    expect((outcome.error as Error).message).toBe('Broken');
    expect(h.env.requests).toHaveLength(2);
    expect(h.env.notices).toEqual([]);
  });

  it('host calls a named shell capability with templated args and passes its result on', async () => {
    const calls: unknown[] = [];
    const context: ActionContext = {
      ...h.context,
      scope: new Scope({ form: { account: 'buyer' } }),
      env: { ...h.env, host: { 'login.signIn': (args) => (calls.push(args), Promise.resolve({ ok: 1 })) } },
    };
    const outcome = await runActions(
      [{ action: 'host', name: 'login.signIn', args: { account: '${form.account}' } }, { action: 'close' }],
      { ...context, close: (value) => h.closed.push(value) },
    );
    expect(calls).toEqual([{ account: 'buyer' }]);
    expect(outcome).toEqual({ ok: true, result: { ok: 1 } });
    expect(h.closed).toEqual([{ ok: 1 }]);
  });

  it('host stops the chain for an unknown name or a rejected capability', async () => {
    const unknown = await runActions([{ action: 'host', name: 'nope' }, { action: 'toast', message: 'x' }], h.context);
    expect(unknown.ok).toBe(false);
    expect(String(unknown.error)).toContain('no "nope"');
    const failing: ActionContext = { ...h.context, env: { ...h.env, host: { bad: () => Promise.reject(new Error('denied')) } } };
    const outcome = await runActions({ action: 'host', name: 'bad' }, failing);
    expect(outcome).toMatchObject({ ok: false, error: new Error('denied') });
    expect(h.env.notices ?? []).not.toContainEqual(expect.objectContaining({ message: 'x' }));
  });

  it('a throwing provider stops the chain with its error', async () => {
    const boom = new Error('router down');
    h.env.navigate = () => {
      throw boom;
    };
    const outcome = await runActions(
      [
        { action: 'navigate', to: '/x' },
        { action: 'toast', message: 'never' },
      ],
      h.context,
    );
    expect(outcome).toEqual({ ok: false, result: undefined, error: boom });
  });

  it('skips an ajax step whose api sendOn is falsy', async () => {
    const outcome = await runActions(
      [{ action: 'ajax', api: { url: '/eps/items/1', sendOn: 'user.id > 100' } }, { action: 'toast', message: 'next' }],
      h.context,
    );
    expect(h.env.requests).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(h.env.notices).toHaveLength(1);
  });

  it('does nothing for no actions', async () => {
    expect(await runActions(undefined, h.context)).toEqual({ ok: true });
    expect(await runActions([], h.context)).toEqual({ ok: true, result: undefined });
  });
});

describe('isAction', () => {
  it('recognises known action objects only', () => {
    expect(isAction({ action: 'toast', message: 'x' })).toBe(true);
    expect(isAction({ action: 'submit' })).toBe(true);
    expect(isAction({ action: 'explode' })).toBe(false);
    expect(isAction({ action: 'constructor' })).toBe(false);
    expect(isAction({ type: 'button' })).toBe(false);
    expect(isAction(null)).toBe(false);
    expect(isAction('toast')).toBe(false);
    expect(isAction([{ action: 'toast' }])).toBe(false);
  });
});
