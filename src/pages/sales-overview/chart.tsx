import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// Only what these charts draw, so the page's chunk carries a small part of the library (and only this page loads it).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

interface ChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, read out instead of the drawing; the table below holds every figure. */
  label: string;
  testId: string;
  /** The figures drawn, for whoever checks the drawing changed. */
  summary: string;
}

/** One chart, redrawn when its option changes and resized with its box. */
export function Chart({ option, height, label, testId, summary }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    const el = box.current!;
    chart.current = init(el, undefined, { renderer: 'svg' });
    const resize = new ResizeObserver(() => chart.current?.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} role="img" aria-label={label} data-testid={testId} data-summary={summary} style={{ width: '100%', height }} />;
}
