import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { formatBrasiliaDateTime, formatDocument, pdfText, type Receipt, renderReceiptPdf } from './receipt-pdf.js';

function paymentReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    kind: 'payment',
    transferId: '5f0c7a52-3d1e-4c8a-9b7e-2a6f1d9e4b31',
    issuedAt: new Date('2026-11-24T13:31:00Z'),
    title: 'Recibo de pagamento',
    payer: { name: 'João Conceição', document: '12345678909' },
    payee: { name: 'Márcia Ângela Gonçalves', document: '12.ABC.345/01DE-35' },
    lines: [
      { label: 'Valor do serviço', amountCents: 150_000 },
      { label: 'Taxa Labora (10%)', amountCents: -15_000 },
      { label: 'Valor líquido', amountCents: 135_000 },
    ],
    totalLabel: 'Total pago',
    totalCents: 150_000,
    reference: [
      { label: 'Contrato', value: 'Criação de identidade visual' },
      { label: 'Método', value: 'PIX' },
      { label: 'Conta', value: 'PIX · e-mail f***@example.com' },
      { label: 'Situação', value: 'Concluído' },
    ],
    sandbox: true,
    ...overrides,
  };
}

// The 27 WinAnsi codes that differ from Latin-1; every other byte of a standard-font string is its Latin-1 letter.
const WIN_ANSI_HIGH: Record<number, string> = Object.fromEntries(
  [...'€ ‚ƒ„…†‡ˆ‰Š‹Œ Ž  ‘’“”•–—˜™š›œ žŸ']
    .map((char, i): [number, string] => [0x80 + i, char])
    .filter(([, char]) => char !== ' '),
);

/**
 * The text a PDF shows, one line per text object, read from its (deflated) content streams the way pdfkit writes
 * standard-font text: hex strings of WinAnsi codes inside TJ arrays. Enough to check what a receipt says without a
 * PDF parser.
 */
function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 1)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const dictionary = raw.slice(raw.lastIndexOf(' obj', at), at);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const bytes = pdf.subarray(at + 'stream\n'.length, at + 'stream\n'.length + length);
    const content = (dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    for (const block of content.match(/BT[\s\S]*?ET/g) ?? []) {
      const hex = [...block.matchAll(/\[([^\]]*)\]\s*TJ/g)].flatMap(([, array]) =>
        [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].map(([, digits]) => digits ?? ''),
      );
      const codes = (hex.join('').match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
      lines.push(codes.map((code) => WIN_ANSI_HIGH[code] ?? String.fromCharCode(code)).join(''));
    }
  }
  // NBSP (in 'R$ 1.500,00') read as a plain space, as a reader copies it.
  return lines.map((line) => line.replaceAll('\u00a0', ' '));
}

const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('renderReceiptPdf', () => {
  it('renders a PDF that says who paid whom, how much, the fee and the date, with accents intact', async () => {
    const pdf = await renderReceiptPdf(paymentReceipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const lines = pdfTextLines(pdf);
    const text = lines.join('\n');

    expect(lines[0]).toBe('Labora');
    expect(lines).toContain('Recibo de pagamento');
    expect(lines).toContain('João Conceição');
    expect(lines).toContain('Márcia Ângela Gonçalves');
    expect(lines).toContain('CPF 123.456.789-09');
    expect(lines).toContain('CNPJ 12.ABC.345/01DE-35');
    expect(lines).toContain('Valor do serviço');
    expect(lines).toContain('Taxa Labora (10%)');
    expect(lines).toContain('Valor líquido');
    expect(lines).toContain('R$ 1.500,00');
    expect(lines).toContain('-R$ 150,00');
    expect(lines).toContain('R$ 1.350,00');
    expect(lines).toContain('Total pago');
    expect(lines).toContain('Data: 24/11/2026 às 10:31 (horário de Brasília)');
    expect(lines).toContain('Código da transferência: 5f0c7a52-3d1e-4c8a-9b7e-2a6f1d9e4b31');
    expect(lines).toContain('Criação de identidade visual');
    expect(lines).toContain('PIX · e-mail f***@example.com');
    expect(lines).toContain('Situação');
    expect(text).toContain('Este recibo comprova uma movimentação na carteira Labora.');
    expect(lines).toContain('Modo de teste: nenhum dinheiro real foi movimentado.');
    expect(lines).toContain('Página 1 de 1');
  });

  it('reads back what it was given, not fixed text (the check above would catch a missing name)', async () => {
    const text = pdfTextLines(await renderReceiptPdf(paymentReceipt({ payer: { name: 'Outra Pessoa' } }))).join('\n');
    expect(text).toContain('Outra Pessoa');
    expect(text).not.toContain('João Conceição');
    expect(text).not.toContain('CPF 123.456.789-09');
  });

  it('leaves out the sandbox notice once a real provider moves the money', async () => {
    const text = pdfTextLines(await renderReceiptPdf(paymentReceipt({ sandbox: false }))).join('\n');
    expect(text).toContain('Este recibo comprova uma movimentação na carteira Labora.');
    expect(text).not.toContain('Modo de teste');
  });

  it('flows a receipt of three pages worth of lines onto more pages, footer and total included', async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ label: `Etapa ${i + 1} da obra`, amountCents: 1_000 + i }));
    const pdf = await renderReceiptPdf(paymentReceipt({ lines, totalCents: 99_999_999 }));
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfTextLines(pdf);
    expect(text).toContain('Etapa 1 da obra');
    expect(text).toContain('Etapa 120 da obra');
    expect(text).toContain('R$ 11,19');
    expect(text).toContain('R$ 999.999,99');
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text.filter((line) => line === 'Modo de teste: nenhum dinheiro real foi movimentado.')).toHaveLength(pages);
  });

  it('gives the same bytes for the same receipt', async () => {
    const [first, second] = await Promise.all([renderReceiptPdf(paymentReceipt()), renderReceiptPdf(paymentReceipt())]);
    expect(first.equals(second)).toBe(true);
  });
});

describe('receipt text helpers', () => {
  it('writes the date and time in Brasília', () => {
    expect(formatBrasiliaDateTime(new Date('2026-11-24T13:31:00Z'))).toBe('24/11/2026 às 10:31 (horário de Brasília)');
    expect(formatBrasiliaDateTime(new Date('2027-01-01T02:05:00Z'))).toBe('31/12/2026 às 23:05 (horário de Brasília)');
  });

  it('formats CPF and CNPJ, numeric or alphanumeric, typed with or without punctuation', () => {
    expect(formatDocument('123.456.789-09')).toBe('CPF 123.456.789-09');
    expect(formatDocument('12345678000195')).toBe('CNPJ 12.345.678/0001-95');
    expect(formatDocument('12abc34501de35')).toBe('CNPJ 12.ABC.345/01DE-35');
    expect(formatDocument('  ')).toBeNull();
    expect(formatDocument(null)).toBeNull();
  });

  it('keeps what WinAnsi holds and replaces the rest', () => {
    expect(pdfText('Ação — “ótimo” · 10€')).toBe('Ação — “ótimo” · 10€');
    expect(pdfText('Ștefan\tKowalski 李')).toBe('Stefan Kowalski ?');
    expect(pdfText('Jose\u0301')).toBe('José');
  });
});
