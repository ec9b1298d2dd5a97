import { ScatterChart } from 'echarts/charts';
import { GeoComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, registerMap, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Skeleton } from 'antd';
import { categoryCounts } from '../../rules/sales-area.ts';
import { CATEGORY_COLOURS, LEGEND_ORDER, categoryKey } from './categories.ts';
import { loadRegionShapes, mapKeyOf } from './maps/index.ts';
import type { SalesAreaRegion } from '../../graphql/sales-area.ts';

// Only the parts this map draws, in this page's chunk.
use([ScatterChart, GeoComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** The tooltip is HTML: names go in as text. */
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface RegionMapProps {
  regions: SalesAreaRegion[];
  /** The category each region shows now, unsaved choices included. */
  categoryOf: (r: SalesAreaRegion) => string | null;
  selectedId: number | null;
  onSelect: (id: number) => void;
  height: number;
}

/** The market's regions coloured by category, a marker at each region's point, and a legend of the categories. */
export function RegionMap({ regions, categoryOf, selectedId, onSelect, height }: RegionMapProps) {
  const { t } = useTranslation('sales-area');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const key = mapKeyOf(regions[0]?.code);
  const [ready, setReady] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const select = useRef(onSelect);
  select.current = onSelect;
  const known = useRef(regions);
  known.current = regions;

  useEffect(() => {
    if (!key) return;
    let live = true;
    loadRegionShapes(key).then(
      (shapes) => {
        registerMap(`sales-area-${key}`, shapes as never);
        if (live) setReady(key);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (!ready) return;
    const el = box.current!;
    chart.current = init(el, undefined, { renderer: 'svg' });
    const byCode = (code: string) => known.current.find((r) => r.code === code);
    chart.current.on('click', (e) => {
      const data = e.data as { id?: number } | undefined;
      const id = data?.id ?? (e.componentType === 'geo' ? byCode(String(e.name))?.id : undefined);
      if (id) select.current(id);
    });
    const resize = new ResizeObserver(() => chart.current?.resize());
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
    // The chart is made once per map; its option follows the regions below.
  }, [ready]);

  const byName = useMemo(() => new Map(regions.map((r) => [r.code, r.description])), [regions]);
  const option = useMemo(() => {
    if (!ready) return null;
    const label = (c: string) => t(`categories.${c}`);
    // Degrees of longitude shrink away from the equator: Canada and Germany keep their shape, Indonesia stays as it is.
    const meanLat = regions.reduce((sum, r) => sum + r.lat, 0) / Math.max(1, regions.length);
    const aspectScale = Math.cos((meanLat * Math.PI) / 180);
    return {
      tooltip: {
        trigger: 'item',
        formatter: (p: { data?: { region?: string; category?: string }; name: string }) =>
          escapeHtml(p.data?.region ? `${p.data.region}\n${label(p.data.category ?? 'TBD')}` : (byName.get(p.name) ?? p.name)).replace(
            '\n',
            '<br/>',
          ),
      },
      legend: { bottom: 0, data: LEGEND_ORDER.map((c) => label(c)), selectedMode: false },
      geo: {
        map: `sales-area-${ready}`,
        roam: true,
        aspectScale,
        top: 8,
        bottom: 36,
        left: 8,
        right: 8,
        selectedMode: false,
        itemStyle: { areaColor: CATEGORY_COLOURS.TBD, borderColor: '#ffffff', borderWidth: 0.6 },
        emphasis: { label: { show: false }, itemStyle: { areaColor: '#7aa7e8' } },
        regions: regions.map((r) => ({
          name: r.code,
          itemStyle: {
            areaColor: CATEGORY_COLOURS[categoryKey(categoryOf(r))],
            ...(r.id === selectedId ? { borderColor: '#111111', borderWidth: 2 } : {}),
          },
        })),
      },
      series: LEGEND_ORDER.map((c) => ({
        type: 'scatter',
        coordinateSystem: 'geo',
        name: label(c),
        symbolSize: 9,
        itemStyle: { color: CATEGORY_COLOURS[c], borderColor: '#1f1f1f', borderWidth: 1 },
        data: regions
          .filter((r) => categoryKey(categoryOf(r)) === c)
          .map((r) => ({ id: r.id, region: r.description, category: c, value: [r.lng, r.lat], symbolSize: r.id === selectedId ? 16 : 9 })),
      })),
    };
  }, [ready, regions, byName, categoryOf, selectedId, t]);

  useEffect(() => {
    if (option) chart.current?.setOption(option as never, true);
  }, [option]);

  if (failed || !key) return <Alert type="warning" showIcon message={t('map.failed')} data-testid="sales-area-map-failed" />;
  const perCategory = categoryCounts(regions.map((r) => ({ category: categoryOf(r) })));
  const counts = LEGEND_ORDER.map((c) => `${t(`categories.${c}`)}: ${perCategory[c]}`).join('; ');
  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      {!ready && <Skeleton.Node active style={{ width: '100%', height }} />}
      <div
        ref={box}
        role="img"
        aria-label={`${t('map.label')} ${counts}`}
        data-testid="sales-area-map"
        data-map={ready ?? ''}
        style={{ width: '100%', height, display: ready ? 'block' : 'none' }}
      />
    </div>
  );
}
