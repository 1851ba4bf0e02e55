import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinYearType } from '@/features/dashboard/public';

/** a column's heading: "Jan 2026" (monthly), "2026" or "2026–27" (yearly, by financial year), "Total" */
export function useColumnLabel() {
  const { t, i18n } = useTranslation('statistics');
  return useMemo(() => {
    const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return (c: { key: string; year: number; month: number | null }, fy: FinYearType) => {
      if (c.key === 'total') return t('total');
      if (c.month) return month.format(new Date(Date.UTC(c.year, c.month - 1, 1)));
      return fy === 'jan_dec' ? String(c.year) : `${c.year}–${String((c.year + 1) % 100).padStart(2, '0')}`;
    };
  }, [t, i18n.language]);
}
