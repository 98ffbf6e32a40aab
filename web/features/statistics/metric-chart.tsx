import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

type Props = {
  data: { date: string; value: number }[];
  /** The metric's name, for the tooltip. */
  label: string;
  formatDay: (date: string) => string;
};

/**
 * One metric by day. The drawing is for sighted readers (hidden from assistive technology); the
 * table beside it carries the same figures for everyone.
 */
export const MetricChart = ({ data, label, formatDay }: Props) => (
  <div className="h-48 w-full" aria-hidden data-testid="statistics-chart">
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" vertical={false} />
        <XAxis
          dataKey="date"
          tickFormatter={formatDay}
          tick={{ fontSize: 11, fill: 'var(--color-muted)' }}
          minTickGap={24}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: 'var(--color-muted)' }} width={48} />
        <Tooltip labelFormatter={(value) => formatDay(String(value))} formatter={(value) => [value, label]} />
        <Area
          type="monotone"
          dataKey="value"
          stroke="var(--color-primary)"
          fill="var(--color-primary)"
          fillOpacity={0.15}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  </div>
);
