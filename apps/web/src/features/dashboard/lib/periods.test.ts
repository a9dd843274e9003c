import { describe, expect, it } from 'vitest';
import { fittingLabels } from './chart-labels';
import { formatDuration, monthLabel } from './periods';

describe('chart labels on a narrow screen', () => {
  const weeks = ['Semana 1', 'Semana 2', 'Semana 3', 'Semana 4', 'Semana 5', 'Semana 6'];
  it('keeps every label where there is room', () => {
    expect(fittingLabels(weeks, 900)).toEqual(weeks);
  });
  it("shortens 'Semana N' to 'SN' on a phone", () => {
    expect(fittingLabels(weeks, 300)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5', 'S6']);
  });
  it('shows every other month when even short ones would touch', () => {
    const months = [
      'Dez/25',
      'Jan/26',
      'Fev/26',
      'Mar/26',
      'Abr/26',
      'Mai/26',
      'Jun/26',
      'Jul/26',
      'Ago/26',
      'Set/26',
      'Out/26',
      'Nov/26',
    ];
    const shown = fittingLabels(months, 300);
    expect(shown.filter(Boolean).length).toBeLessThanOrEqual(6);
    expect(shown[0]).toBe('Dez/25');
    expect(shown[1]).toBe('');
  });
});

describe('period words', () => {
  it("writes 'YYYY-MM' as SPEC's month and the year", () => {
    expect(monthLabel('2026-03')).toBe('Mar/26');
  });
  it('writes tracked time in hours and minutes', () => {
    expect(formatDuration(0)).toBe('0min');
    expect(formatDuration(59 * 60 + 59)).toBe('59min');
    expect(formatDuration(3 * 3600)).toBe('3h');
    expect(formatDuration(12 * 3600 + 30 * 60 + 10)).toBe('12h 30min');
  });
});
