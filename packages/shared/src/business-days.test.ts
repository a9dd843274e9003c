import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import { isBusinessDay } from '@brazilian-utils/brazilian-utils/is-business-day';
import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  businessDaysAfter,
  latestSettlementDay,
  settlementDate,
  WITHDRAWAL_METHODS,
  WITHDRAWAL_RAILS,
} from './business-days.js';

/** An instant written as Sao Paulo wall time (UTC−3), e.g. brt('2026-02-13 10:00'). */
const brt = (wallTime: string) => new Date(`${wallTime.replace(' ', 'T')}:00-03:00`);
const iso = (date: Date) => date.toISOString();

describe('WITHDRAWAL_RAILS', () => {
  it('holds the SPEC fee and processing time of each method', () => {
    expect(WITHDRAWAL_METHODS).toEqual(['bank', 'card', 'pix']);
    expect(WITHDRAWAL_RAILS.bank).toMatchObject({ feeBasisPoints: 250, processingLabel: '1-3 dias úteis' });
    expect(WITHDRAWAL_RAILS.card).toMatchObject({ feeBasisPoints: 350, processingLabel: '3-5 dias úteis' });
    expect(WITHDRAWAL_RAILS.pix).toMatchObject({ feeBasisPoints: 150, processingLabel: 'Instantâneo' });
  });
});

describe('the holiday library', () => {
  it('counts Carnaval Tuesday, Sexta-feira Santa and Corpus Christi as closed with its default options', () => {
    const holidays = getHolidays(2026).map((h) => `${h.date.getMonth() + 1}-${h.date.getDate()} ${h.name} ${h.type}`);
    expect(holidays).toEqual(
      expect.arrayContaining([
        '2-17 Carnaval (terça-feira) optional',
        '4-3 Sexta-feira Santa national',
        '4-21 Tiradentes national',
        '6-4 Corpus Christi optional',
        '12-25 Natal national',
      ]),
    );
    expect(isBusinessDay(new Date(2026, 1, 17, 12))).toBe(false);
    expect(isBusinessDay(new Date(2026, 5, 4, 12))).toBe(false);
  });
});

describe('settlementDate and latestSettlementDay', () => {
  it.each([
    // Carnaval 2026 is Monday 16 and Tuesday 17 February: both are skipped.
    ['bank', '2026-02-13 10:00', '2026-02-18 10:00', '2026-02-20'],
    ['card', '2026-02-13 10:00', '2026-02-20 10:00', '2026-02-24'],
    ['bank', '2026-02-16 09:00', '2026-02-18 09:00', '2026-02-20'], // asked on Carnaval Monday
    // Sexta-feira Santa (3 April 2026), Tiradentes (Tuesday 21 April 2026), Corpus Christi (Thursday 4 June 2026).
    ['bank', '2026-04-02 15:00', '2026-04-06 15:00', '2026-04-08'],
    ['card', '2026-04-17 11:00', '2026-04-23 11:00', '2026-04-27'],
    ['bank', '2026-04-20 09:00', '2026-04-22 09:00', '2026-04-24'],
    ['bank', '2026-06-03 12:00', '2026-06-05 12:00', '2026-06-09'],
    // Christmas, and year ends late in the evening (already the next day, a holiday, in UTC).
    ['bank', '2026-12-24 18:00', '2026-12-28 18:00', '2026-12-30'],
    ['bank', '2026-12-31 23:30', '2027-01-04 23:30', '2027-01-06'], // a Thursday
    ['bank', '2027-12-31 23:00', '2028-01-03 23:00', '2028-01-05'], // a Friday
    ['card', '2027-12-31 23:00', '2028-01-05 23:00', '2028-01-07'],
    // 2027: Carnaval 8-9 February, Sexta-feira Santa 26 March, Corpus Christi 27 May.
    ['card', '2027-02-05 10:00', '2027-02-12 10:00', '2027-02-16'],
    ['bank', '2027-03-25 10:00', '2027-03-29 10:00', '2027-03-31'],
    ['bank', '2027-05-26 10:00', '2027-05-28 10:00', '2027-06-01'],
    // A weekend request counts from the next business day; PIX settles at once, holiday or not.
    ['bank', '2026-03-07 10:00', '2026-03-09 10:00', '2026-03-11'],
    ['pix', '2026-02-16 10:00', '2026-02-16 10:00', '2026-02-16'],
    ['pix', '2026-12-25 08:00', '2026-12-25 08:00', '2026-12-25'],
  ] as const)('%s asked %s BRT settles %s BRT, at the latest on %s', (method, asked, settles, latest) => {
    expect(iso(settlementDate(method, brt(asked)))).toBe(iso(brt(settles)));
    expect(latestSettlementDay(method, brt(asked))).toBe(latest);
  });

  it('counts from the Sao Paulo day when it is already the next day in UTC', () => {
    // Thursday 12 February 2026, 22:00 in Sao Paulo = Friday 13 February, 01:00 UTC.
    const asked = new Date('2026-02-13T01:00:00Z');
    expect(iso(settlementDate('bank', asked))).toBe('2026-02-14T01:00:00.000Z'); // Friday 22:00 BRT, not after Carnaval
    expect(latestSettlementDay('bank', asked)).toBe('2026-02-19');
    expect(iso(settlementDate('pix', asked))).toBe('2026-02-13T01:00:00.000Z');
  });

  it('starts a scheduled withdrawal at 00:00 of its day in Sao Paulo (03:00 UTC)', () => {
    const asked = brt('2026-02-10 09:00');
    expect(iso(settlementDate('pix', asked, '2026-02-16'))).toBe('2026-02-16T03:00:00.000Z');
    expect(latestSettlementDay('pix', asked, '2026-02-16')).toBe('2026-02-16');
    expect(iso(settlementDate('bank', asked, '2026-02-13'))).toBe('2026-02-18T03:00:00.000Z');
    expect(latestSettlementDay('bank', asked, '2026-02-13')).toBe('2026-02-20');
    expect(iso(settlementDate('card', asked, '2026-02-15'))).toBe('2026-02-20T03:00:00.000Z'); // a Sunday
    expect(latestSettlementDay('card', asked, '2026-02-15')).toBe('2026-02-24');
  });

  it('treats a scheduled day that has already begun as the request itself', () => {
    const asked = brt('2026-02-10 09:00');
    expect(settlementDate('pix', asked, '2026-02-10')).toEqual(asked);
    expect(settlementDate('bank', asked, '2026-02-10')).toEqual(settlementDate('bank', asked));
    expect(settlementDate('bank', asked, '2026-01-01')).toEqual(settlementDate('bank', asked));
  });

  it.each(['2026-02-30', '13/02/2026', '2026-2-3', ''])('refuses the scheduled day %j', (day) => {
    expect(() => settlementDate('bank', new Date(), day)).toThrow(RangeError);
  });

  describe('on a machine in any time zone', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    // The library memoizes each year's holidays as local dates of the zone it first ran in, so each zone gets a
    // year no other test touches (the property test below stays before 2031). Carnaval Tuesday: 25/02/2031,
    // 10/02/2032, 01/03/2033, 21/02/2034; each case asks on the Friday before.
    it.each([
      ['Asia/Tokyo', '2031-02-21', '2031-02-26', '2031-03-01T02:30', '2031-03-04'],
      ['America/Los_Angeles', '2032-02-06', '2032-02-11', '2032-02-14T02:30', '2032-02-17'],
      ['Pacific/Kiritimati', '2033-02-25', '2033-03-02', '2033-03-05T02:30', '2033-03-08'],
      ['America/Sao_Paulo', '2034-02-17', '2034-02-22', '2034-02-25T02:30', '2034-02-28'],
    ])('%s', (tz, friday, wednesday, cardSettlesUtc, cardLatest) => {
      vi.stubEnv('TZ', tz);
      expect(iso(settlementDate('bank', brt(`${friday} 10:00`)))).toBe(iso(brt(`${wednesday} 10:00`)));
      expect(iso(settlementDate('card', brt(`${friday} 23:30`)))).toBe(new Date(`${cardSettlesUtc}Z`).toISOString());
      expect(latestSettlementDay('card', brt(`${friday} 23:30`))).toBe(cardLatest);
    });
  });

  const saoPauloDay = (date: Date) => new Date(date.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
  const instants = fc.date({
    min: new Date('2026-01-01T00:00:00Z'),
    max: new Date('2030-06-30T00:00:00Z'),
    noInvalidDate: true,
  });

  test.prop([fc.constantFrom(...WITHDRAWAL_METHODS), instants])(
    'never settles before the request, on a weekend or holiday, or after the latest day',
    (method, asked) => {
      const settles = settlementDate(method, asked);
      const day = saoPauloDay(settles);
      expect(settles.getTime()).toBeGreaterThanOrEqual(asked.getTime());
      expect(day <= latestSettlementDay(method, asked)).toBe(true);
      if (method !== 'pix') {
        const [y, m, d] = day.split('-').map(Number) as [number, number, number];
        expect(isBusinessDay(new Date(y, m - 1, d, 12))).toBe(true);
      }
    },
  );
});

describe('businessDaysAfter', () => {
  it('counts 3 business days over a weekend and a holiday, at the same time of day in Sao Paulo', () => {
    // Thursday 2026-11-19 10:00 in Sao Paulo; Friday 20 is Consciência Negra (national since 2024), then a weekend.
    const opened = new Date('2026-11-19T13:00:00Z');
    expect(businessDaysAfter(opened, 3).toISOString()).toBe('2026-11-25T13:00:00.000Z');
  });

  it('takes a Sao Paulo evening as its own day, not the next UTC one', () => {
    // Friday 2026-11-27 22:30 in Sao Paulo is Saturday 01:30 UTC: 1 business day later is Monday 30, 22:30.
    expect(businessDaysAfter(new Date('2026-11-28T01:30:00Z'), 1).toISOString()).toBe('2026-12-01T01:30:00.000Z');
  });
});
