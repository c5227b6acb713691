import { useEffect, useId, useRef } from 'react';
import type uPlot from 'uplot';
import type { StatsDay } from '../../../shared/contract/stats';
import { countedText, useT, type Translate } from '../../i18n';
import { dayDate, formatCount, formatDay, formatShortDay } from './format';

const HEIGHT = 260;
const VIEWS_COLOR = '#1d4ed8';
const UNIQUES_COLOR = '#b45309';

/** A chart day (seconds since the epoch, as uPlot keeps it) in the interface's language. */
const dayLabel = (seconds: number | null | undefined) => (seconds == null ? '' : formatShortDay(new Date(seconds * 1000)));

/** uPlot's own axis font, named so that the labels can be measured in it. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** The axis steps by whole days (a step of half a day wrote each day's name twice on a wide chart). */
const DAY_STEPS = [1, 2, 3, 7, 14, 30].map((days) => days * 24 * 60 * 60);

/** The room between two days on the axis: the widest label and a gap, so that long month names never run together. */
function daySpace(days: readonly number[]): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 60;
  context.font = AXIS_FONT;
  return 16 + Math.max(0, ...days.map((seconds) => context.measureText(dayLabel(seconds)).width));
}

/** Views and unique visitors per day: a uPlot chart (loaded only here), a text summary and the same data as a table. */
export function ViewsChart({ series }: { series: StatsDay[] }) {
  const t = useT();
  const titleId = useId();
  const summaryId = useId();
  return (
    <section className="stats-chart" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('stats.chart.title')}</h2>
      <ChartCanvas series={series} labelledBy={titleId} describedBy={summaryId} />
      <p id={summaryId} className="stats-chart-summary">
        {chartSummary(series, t)}
      </p>
      <details className="stats-chart-data">
        <summary>{t('stats.chart.table')}</summary>
        <table>
          <caption className="visually-hidden">{t('stats.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.day')}</th>
              <th scope="col">{t('stats.views')}</th>
              <th scope="col">{t('stats.uniques')}</th>
              <th scope="col">{t('stats.clicks')}</th>
              <th scope="col">{t('stats.contactSaves')}</th>
              <th scope="col">{t('stats.leads')}</th>
            </tr>
          </thead>
          <tbody>
            {series.map((d) => (
              <tr key={d.day}>
                <th scope="row">{formatDay(d.day)}</th>
                <td>{formatCount(d.views)}</td>
                <td>{formatCount(d.uniques)}</td>
                <td>{formatCount(d.clicks)}</td>
                <td>{formatCount(d.contactSaves)}</td>
                <td>{formatCount(d.leads)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

/** The chart told in one sentence: the period's sums and its busiest day, each count with its noun in the right number. */
export function chartSummary(series: StatsDay[], t: Translate): string {
  const first = series[0];
  const last = series.at(-1);
  const views = series.reduce((sum, d) => sum + d.views, 0);
  if (!first || !last || views === 0) return t('stats.chart.empty');
  const peak = series.reduce((best, d) => (d.views > best.views ? d : best), first);
  const counted = (key: 'stats.chart.views' | 'stats.chart.uniques' | 'stats.chart.peak', count: number) =>
    countedText(t, key, count, { count: formatCount(count) });
  return t('stats.chart.summary', {
    from: formatDay(first.day),
    to: formatDay(last.day),
    views: counted('stats.chart.views', views),
    uniques: counted('stats.chart.uniques', series.reduce((sum, d) => sum + d.uniques, 0)),
    peakDay: formatDay(peak.day),
    peakViews: counted('stats.chart.peak', peak.views),
  });
}

function ChartCanvas({ series, labelledBy, describedBy }: { series: StatsDay[]; labelledBy: string; describedBy: string }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const resize = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: HEIGHT }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const days = series.map((d) => dayDate(d.day).getTime() / 1000);
      const views = series.map((d) => d.views);
      const uniques = series.map((d) => d.uniques);
      // With no day pointed at (before a touch, after the pointer leaves), the legend tells the latest day, not "--".
      const latest = series.length - 1;
      const countLegend = (column: readonly number[]) => (_u: uPlot, value: number | null, _series: number, idx: number | null) => {
        const shown = idx == null ? column[latest] : value;
        return shown == null ? '' : formatCount(shown);
      };
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: HEIGHT,
          tzDate: (seconds) => UPlot.tzDate(new Date(seconds * 1000), 'UTC'),
          series: [
            { label: t('stats.day'), value: (_u, seconds, _series, idx) => dayLabel(idx == null ? days[latest] : seconds) },
            { label: t('stats.views'), stroke: VIEWS_COLOR, width: 2, fill: 'rgba(29, 78, 216, 0.08)', value: countLegend(views) },
            { label: t('stats.uniques'), stroke: UNIQUES_COLOR, width: 2, dash: [6, 4], value: countLegend(uniques) },
          ],
          axes: [
            { font: AXIS_FONT, space: daySpace(days), incrs: DAY_STEPS, values: (_u, splits) => splits.map(dayLabel) },
            { font: AXIS_FONT, values: (_u, splits) => splits.map(formatCount) },
          ],
          scales: { y: { range: (_u, _min, max) => [0, Math.max(4, max)] } },
        },
        [days, views, uniques],
        element,
      );
      resize.observe(element);
    });
    return () => {
      cancelled = true;
      resize.disconnect();
      chart?.destroy();
    };
  }, [series, t]);

  return <div ref={box} className="stats-chart-canvas" role="img" aria-labelledby={labelledBy} aria-describedby={describedBy} />;
}
