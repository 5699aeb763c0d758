import { useEffect, useRef } from 'react';

type Day = { day: string; orders: number; amount: number };

/**
 * The work-bench's 30-day chart: orders (bars) and amount in yuan (line). ECharts is imported
 * here only, in parts (core, two chart types, grid/tooltip/legend, canvas), so it is loaded on
 * the console's work-bench and nowhere in the shop. A table with the same figures sits beside it
 * for screen readers.
 */
export default function DashboardChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let disposed = false;
    let chart: { dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    void (async () => {
      const [core, charts, components, renderers] = await Promise.all([
        import('echarts/core'),
        import('echarts/charts'),
        import('echarts/components'),
        import('echarts/renderers'),
      ]);
      core.use([charts.BarChart, charts.LineChart, components.GridComponent, components.TooltipComponent, components.LegendComponent, renderers.CanvasRenderer]);
      if (disposed || !box.current) return;
      const c = core.init(box.current);
      chart = c;
      c.setOption({
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: ['订单数', '金额（元）'] },
        grid: { left: 48, right: 56, top: 48, bottom: 28 },
        xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
        yAxis: [
          { type: 'value', name: '单' },
          { type: 'value', name: '元' },
        ],
        series: [
          { name: '订单数', type: 'bar', data: days.map((d) => d.orders) },
          { name: '金额（元）', type: 'line', yAxisIndex: 1, smooth: true, data: days.map((d) => Math.floor(d.amount / 100)) },
        ],
      });
      addEventListener('resize', onResize);
    })();
    return () => {
      disposed = true;
      removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [days]);
  return <div ref={box} className="dash-chart" role="img" aria-label="近 30 天订单数与金额走势图" />;
}
