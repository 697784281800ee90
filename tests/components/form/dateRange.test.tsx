/**
 * The date range widget's options: `defaultRange` (the starting value, also
 * after a reset) and `presets` ("Last 7 days"... in the active language).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv } from '../../helpers/testEnv';
import { prepareConformance } from './conformance/harness';
import { submittedValues, withProbe } from './formProbe';

beforeAll(async () => {
  await prepareConformance();
});

const day = (offset: number): string => dayjs().startOf('day').subtract(offset, 'day').format('YYYY-MM-DD');

const rangeForm = (options: Record<string, unknown>) => ({
  schema: { type: 'object', properties: { period: { type: 'array', title: 'Period', items: { type: 'string', format: 'date' } } } },
  uiSchema: { period: { 'ui:widget': 'dateRange', 'ui:options': options } },
});

describe('date range widget', () => {
  it('starts on its default range (the last 90 days) and shows it', async () => {
    const env = createTestEnv();
    renderSchema(withProbe(rangeForm({ defaultRange: 'last90Days' })), { env });
    expect(await screen.findByDisplayValue(day(90))).toBeTruthy();
    expect(screen.getByDisplayValue(day(0))).toBeTruthy();
    expect(await submittedValues(env)).toEqual({ period: [day(90), day(0)] });
  });

  it('offers its presets in the active language, and one picked is the value sent', async () => {
    for (const [language, label] of [
      ['en', 'Last 7 days'],
      ['zh-cn', '最近 7 天'],
    ] as const) {
      const env = createTestEnv({ language });
      const { unmount } = renderSchema(withProbe(rangeForm({ presets: [7, 30, 90] })), { env });
      const [start] = await screen.findAllByRole('textbox');
      fireEvent.mouseDown(start as HTMLElement);
      fireEvent.click(start as HTMLElement);
      fireEvent.click(await screen.findByText(label));
      await waitFor(() => expect(screen.getByDisplayValue(day(7))).toBeTruthy());
      expect(await submittedValues(env)).toEqual({ period: [day(7), day(0)] });
      unmount();
    }
  });

  it('without options, an empty range sends nothing', async () => {
    const env = createTestEnv();
    renderSchema(withProbe(rangeForm({})), { env });
    await screen.findAllByRole('textbox');
    expect(await submittedValues(env)).toEqual({});
  });
});
