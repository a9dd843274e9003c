import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatBRL } from '@/lib/format';
import { fittingLabels } from '../../lib/chart-labels';

interface UPlotChartProps {
  labels: readonly string[];
  cents: readonly number[];
  kind: 'line' | 'bar';
  height: number;
}

// The theme's brand green and its grid grey (styles.css), as canvas colours.
const STROKE = '#14614f';
const FILL = 'rgba(20, 97, 79, 0.12)';
const GRID = '#e3e8e6';
const AXIS_FONT = '12px "Plus Jakarta Sans Variable", system-ui, sans-serif';

const compactBRL = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** The drawing of a SeriesChart (loaded lazily); it follows its box's width. */
export default function UPlotChart({ labels, cents, kind, height }: UPlotChartProps) {
  const boxRef = useRef<HTMLDivElement>(null);

  // Redrawn when the figures change, not when a parent hands over equal arrays anew.
  const key = `${kind}|${labels.join(',')}|${cents.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for labels, cents and kind by value.
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const xs = labels.map((_, i) => i);
    const reais = cents.map((c) => c / 100);
    const bars = kind === 'bar' ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
    const plot = new uPlot(
      {
        width: Math.max(box.clientWidth, 200),
        height,
        legend: { show: false },
        cursor: { y: false, points: { size: 8 } },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: '#4d5c57',
            font: AXIS_FONT,
            grid: { show: false },
            ticks: { show: false },
            splits: () => xs,
            values: (u, splits) => {
              const shown = fittingLabels(labels, u.bbox.width / devicePixelRatio);
              return splits.map((i) => shown[i] ?? '');
            },
          },
          {
            stroke: '#4d5c57',
            font: AXIS_FONT,
            size: 64,
            grid: { stroke: GRID, width: 1 },
            ticks: { show: false },
            values: (_u, splits) => splits.map((v) => compactBRL.format(v)),
          },
        ],
        series: [
          {},
          {
            label: 'Valor',
            stroke: STROKE,
            width: 2,
            fill: kind === 'bar' ? STROKE : FILL,
            points: { show: kind === 'line', size: 6, fill: STROKE },
            paths: bars,
            value: (_u, v) => (v == null ? '' : formatBRL(Math.round(v * 100))),
          },
        ],
      },
      [xs, reais],
      box,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(box.clientWidth, 200), height }));
    resize.observe(box);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [key, height]);

  return <div ref={boxRef} className="size-full" />;
}
