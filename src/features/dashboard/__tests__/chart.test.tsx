import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { Chart } from '../components/chart';

// jsdom has neither a canvas nor IntersectionObserver: both are stubbed here, and chart.js is replaced by a recorder
const drawn: { type: string; labels: string[]; data: number[] }[] = [];
const destroyed: number[] = [];
vi.mock('chart.js/auto', () => ({
  default: class {
    constructor(_ctx: unknown, config: { type: string; data: { labels: string[]; datasets: { data: number[] }[] } }) {
      drawn.push({ type: config.type, labels: config.data.labels, data: config.data.datasets[0].data });
    }
    destroy() {
      destroyed.push(1);
    }
  },
}));

let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
beforeEach(() => {
  drawn.length = 0;
  destroyed.length = 0;
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void) {
        observed.push(cb);
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as CanvasRenderingContext2D);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderChart = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Chart id="c" title="Action ageing" kind="bar" labels={['0–30 days', 'Over 90 days']} values={[4, 2]} />
    </I18nextProvider>,
  );

describe('Chart', () => {
  it('always gives the numbers as a table, and draws with chart.js only once it scrolls into view', async () => {
    const view = renderChart();
    const table = await screen.findByRole('table', { name: 'Action ageing', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true }).map((r) => r.textContent)).toEqual(['ItemValue', '0–30 days4', 'Over 90 days2']);
    expect(screen.getByRole('img', { name: 'Chart: Action ageing' })).toBeInTheDocument();
    expect(drawn).toEqual([]);

    // the chart watches for its canvas in an effect, which runs after the commit that showed the table: when the
    // component waited for its namespace, that commit came from the loaded translations, and the effect a task later
    await waitFor(() => expect(observed).toHaveLength(1));
    observed[0]([{ isIntersecting: true }]);
    await waitFor(() => expect(drawn).toEqual([{ type: 'bar', labels: ['0–30 days', 'Over 90 days'], data: [4, 2] }]));
    view.unmount();
    expect(destroyed).toEqual([1]);
  });

  it('without IntersectionObserver shows only the table (no chart.js download)', async () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    renderChart();
    expect(await screen.findByRole('table', { name: 'Action ageing', hidden: true })).toBeInTheDocument();
    expect(observed).toEqual([]);
    expect(drawn).toEqual([]);
  });
});
