import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobFilters, NO_JOB_FILTERS } from './job-filters';

describe('JobFilters on a phone', () => {
  it("closes the open panel with 'Ver N resultados'", () => {
    render(<JobFilters value={{ ...NO_JOB_FILTERS, remote: true }} onChange={vi.fn()} resultCount="3 resultados" />);
    const toggle = screen.getByRole('button', { name: /^Filtros/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Ver 3 resultados' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it("says 'Ver resultados' while the count is loading", () => {
    render(<JobFilters value={{ ...NO_JOB_FILTERS, remote: true }} onChange={vi.fn()} resultCount={null} />);
    expect(screen.getByRole('button', { name: 'Ver resultados' })).toBeTruthy();
  });
});
