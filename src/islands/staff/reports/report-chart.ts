// The reports page's chart (decision 0278), drawn with uPlot. This module is imported dynamically
// by the reports island only, so uPlot and its stylesheet load on /staff/reports and nowhere else.
// The chart is a picture of the table under it: the table is its text alternative.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chart-data.ts';

/** Series colours: the brand green, an amber and a red, then a blue; each 3:1 or more on white. */
const COLOURS = ['#1b7a3a', '#b26a00', '#c62828', '#1f5fa8'];
const HEIGHT = 280;
/** The widest a bar gets, in CSS pixels, so a single day does not fill the chart with one slab. */
const MAX_BAR = 56;
/** The room an x label needs, in CSS pixels, before labels are thinned. */
const LABEL_ROOM = 84;

const MONEY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

function axisValue(unit: ChartData['unit'], value: number): string {
  if (unit === 'money') return `₹${MONEY.format(value)}`;
  if (unit === 'duration') return `${NUMBER.format(value)} min`;
  return NUMBER.format(value);
}

function shortLabel(label: string): string {
  const short = label.replace(/^Week of /, 'Wk ').replace(/ \d{4}$/, '');
  return short.length > 14 ? `${short.slice(0, 13)}…` : short;
}

/**
 * Bars side by side: each series is drawn by uPlot's bar builder at its share of the slot, then
 * moved left or right of the slot's centre, so three figures of one day stand next to each other.
 */
function groupedBars(index: number, count: number): uPlot.Series.PathBuilder {
  const factor = 0.8 / count;
  const bars = uPlot.paths.bars?.({ size: [factor, MAX_BAR], align: 0 });
  return (u, seriesIdx, idx0, idx1) => {
    const paths = bars?.(u, seriesIdx, idx0, idx1) ?? null;
    if (!paths || count === 1) return paths;
    const slot = u.bbox.width / Math.max(1, u.data[0].length);
    const width = Math.min(slot * factor, MAX_BAR * uPlot.pxRatio);
    const shift = new DOMMatrix().translate((index - (count - 1) / 2) * width, 0);
    // Only plain paths are drawn here (no per-bar colours, which uPlot hands back as a Map).
    const moved = <T>(path: T): T => {
      if (!(path instanceof Path2D)) return path;
      const out = new Path2D();
      out.addPath(path, shift);
      return out as T;
    };
    return { ...paths, stroke: moved(paths.stroke), fill: moved(paths.fill), clip: null };
  };
}

/** Draws the chart into `host`, sized to it and redrawn when it resizes; returns what removes it. */
export function drawReportChart(host: HTMLElement, data: ChartData): () => void {
  const count = data.labels.length;
  const bars = data.style === 'bars';
  const widthOf = () => Math.max(240, host.clientWidth);
  const options: uPlot.Options = {
    width: widthOf(),
    height: HEIGHT,
    legend: { live: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: () => [-0.5, Math.max(0.5, count - 0.5)] },
      y: {
        range: (_u, min, max) => [Math.min(0, min ?? 0), Math.max(1, max ?? 1) * 1.1],
      },
    },
    axes: [
      {
        splits: (u) => {
          const step = Math.max(1, Math.ceil((count * LABEL_ROOM) / Math.max(1, u.bbox.width / uPlot.pxRatio)));
          return data.labels.map((_label, index) => index).filter((index) => index % step === 0);
        },
        values: (_u, splits) => splits.map((index) => shortLabel(data.labels[index] ?? '')),
        grid: { show: false },
      },
      {
        size: 76,
        values: (_u, splits) => splits.map((value) => axisValue(data.unit, value)),
        grid: { stroke: '#e2e8e4' },
      },
    ],
    series: [
      {},
      ...data.series.map((series, index) => {
        const colour = COLOURS[index % COLOURS.length] ?? '#1b7a3a';
        return bars
          ? {
              label: series.label,
              stroke: colour,
              fill: colour,
              width: 0,
              paths: groupedBars(index, data.series.length),
              // A bar is its own mark: uPlot's points would sit at the slot's centre, beside the moved bar.
              points: { show: false },
            }
          : { label: series.label, stroke: colour, width: 2, points: { show: true, size: 6, fill: colour } };
      }),
    ],
  };
  const plot = new uPlot(
    options,
    [data.labels.map((_label, index) => index), ...data.series.map((series) => series.values)],
    host,
  );
  const resize = new ResizeObserver(() => plot.setSize({ width: widthOf(), height: HEIGHT }));
  resize.observe(host);
  return () => {
    resize.disconnect();
    plot.destroy();
  };
}
