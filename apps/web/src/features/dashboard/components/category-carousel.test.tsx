import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CategoryCarousel } from './category-carousel';

// jsdom lays nothing out: the track is given a phone's geometry (two slides a page, 12 slides of 180 px), and
// scrollTo moves it at once and fires 'scroll' only, as a browser without the 'scrollend' event does (Safari).
const STEP = 180;
const PAGE = 2 * STEP;

function renderTrack() {
  render(
    <MemoryRouter>
      <CategoryCarousel />
    </MemoryRouter>,
  );
  const track = document.getElementById(
    screen.getByRole('button', { name: 'Categoria anterior' }).getAttribute('aria-controls') ?? '',
  ) as HTMLDivElement;
  Array.from(track.children).forEach((slide, i) => {
    Object.defineProperty(slide, 'offsetLeft', { value: 8 + i * STEP });
  });
  // 8 px of padding at each end; a slide is 164 px wide plus the 16 px gap.
  Object.defineProperty(track, 'scrollWidth', { value: 12 * STEP });
  Object.defineProperty(track, 'clientWidth', { value: PAGE + 16 });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
    fireEvent.scroll(track);
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  const swipeTo = (left: number) => {
    track.scrollLeft = left;
    fireEvent.scroll(track);
  };
  return { scrollTo, swipeTo, maxScroll: 12 * STEP - PAGE - 16 };
}

function lastLeft(scrollTo: ReturnType<typeof vi.fn>) {
  const call = scrollTo.mock.lastCall;
  if (!call) throw new Error('the carousel never scrolled');
  return (call[0] as ScrollToOptions).left;
}

describe('the category carousel', () => {
  it("loops from the first category to the last with 'previous', and back with 'next'", async () => {
    const { scrollTo, maxScroll } = renderTrack();
    await userEvent.click(screen.getByRole('button', { name: 'Categoria anterior' }));
    expect(lastLeft(scrollTo)).toBe(maxScroll);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(screen.getByRole('button', { name: 'Próxima categoria' }));
    expect(lastLeft(scrollTo)).toBe(0);
  });

  it("still loops after the user swiped back to the start by hand, where 'scrollend' never comes", async () => {
    const { scrollTo, swipeTo, maxScroll } = renderTrack();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima categoria' }));
    expect(lastLeft(scrollTo)).toBe(STEP);
    await new Promise((resolve) => setTimeout(resolve, 300));
    swipeTo(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.click(screen.getByRole('button', { name: 'Categoria anterior' }));
    expect(lastLeft(scrollTo)).toBe(maxScroll);
  });
});
