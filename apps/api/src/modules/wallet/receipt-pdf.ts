import { formatCnpj, formatCpf } from '@brazilian-utils/brazilian-utils';
import { formatBRL } from '@labora/shared/money';
import PDFDocument from 'pdfkit';

/** What a receipt (recibo) of one wallet movement shows; the caller fills it from the transfer and its parties. */
export interface Receipt {
  kind: 'payment' | 'release' | 'withdrawal' | 'deposit';
  transferId: string;
  issuedAt: Date;
  /** e.g. 'Recibo de pagamento'. */
  title: string;
  payer: ReceiptParty;
  payee: ReceiptParty;
  /** e.g. 'Valor do serviço', 'Taxa Labora (10%)', 'Valor líquido'; amounts in centavos. */
  lines: { label: string; amountCents: number }[];
  totalLabel: string;
  totalCents: number;
  /** e.g. contract title and id, method, account 'PIX · e-mail f***@example.com', status. */
  reference: { label: string; value: string }[];
  /** True while the sandbox payment provider is in use: the receipt says no real money moved. */
  sandbox: boolean;
}

export interface ReceiptParty {
  name: string;
  /** CPF or CNPJ (numeric or alphanumeric), with or without punctuation. */
  document?: string | null;
}

const RECEIPT_FOOTER = 'Este recibo comprova uma movimentação na carteira Labora.';
const SANDBOX_NOTICE = 'Modo de teste: nenhum dinheiro real foi movimentado.';

const KIND_SUBJECT: Record<Receipt['kind'], string> = {
  payment: 'Pagamento',
  release: 'Liberação de pagamento',
  withdrawal: 'Saque',
  deposit: 'Depósito',
};

// A4 in points; the bottom margin leaves room for the footer drawn on every page.
const MARGIN = 56;
const FOOTER_HEIGHT = 52;
const BRAND = '#0f5a4d';
const MUTED = '#63756f';
const RULE = '#c1ccc8';
const TEXT = '#1f2937';

/**
 * The receipt as a PDF in Portuguese (A4). Uses the PDF standard Helvetica (WinAnsi encoding, which covers the
 * letters of Portuguese), so no font is loaded from outside and nothing touches the disk. The same receipt always
 * gives the same bytes: the document dates and id derive from `issuedAt`.
 */
export function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    lang: 'pt-BR',
    displayTitle: true,
    info: {
      Title: pdfText(receipt.title),
      Subject: `${KIND_SUBJECT[receipt.kind]} ${receipt.transferId}`,
      Author: 'Labora',
      Creator: 'Labora',
      Producer: 'Labora',
      CreationDate: receipt.issuedAt,
      ModDate: receipt.issuedAt,
    },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawReceipt(doc, receipt);
  drawFooters(doc, receipt);
  doc.end();
  return done;
}

function drawReceipt(doc: PDFKit.PDFDocument, receipt: Receipt): void {
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text('Labora', left, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text('Carteira Labora', left, MARGIN + 8, { width, align: 'right' });
  rule(doc, MARGIN + 34);

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(TEXT)
    .text(pdfText(receipt.title), left, MARGIN + 50, { width });
  doc.moveDown(0.4);
  doc.font('Helvetica').fontSize(10).fillColor(TEXT);
  doc.text(`Data: ${formatBrasiliaDateTime(receipt.issuedAt)}`, left, doc.y, { width });
  doc.text(`Código da transferência: ${pdfText(receipt.transferId)}`, left, doc.y, { width });

  drawParties(doc, receipt.payer, receipt.payee);

  heading(doc, 'Valores');
  for (const line of receipt.lines) amountRow(doc, pdfText(line.label), formatBRL(line.amountCents), false);
  ensureSpace(doc, 30);
  rule(doc, doc.y + 2);
  doc.y += 8;
  amountRow(doc, pdfText(receipt.totalLabel), formatBRL(receipt.totalCents), true);

  if (receipt.reference.length > 0) {
    heading(doc, 'Detalhes');
    for (const item of receipt.reference) referenceRow(doc, pdfText(item.label), pdfText(item.value));
  }
}

function drawParties(doc: PDFKit.PDFDocument, payer: ReceiptParty, payee: ReceiptParty): void {
  const gap = 24;
  const columnWidth = (doc.page.width - 2 * MARGIN - gap) / 2;
  const columns = [
    { label: 'Pagador', party: payer, x: MARGIN },
    { label: 'Recebedor', party: payee, x: MARGIN + columnWidth + gap },
  ];
  const top = doc.y + 18;
  let bottom = top;
  for (const { label, party, x } of columns) {
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label.toUpperCase(), x, top, { width: columnWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(TEXT)
      .text(pdfText(party.name), x, doc.y + 2, { width: columnWidth });
    const document = formatDocument(party.document);
    if (document)
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(document, x, doc.y + 1, { width: columnWidth });
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom;
}

function heading(doc: PDFKit.PDFDocument, text: string): void {
  ensureSpace(doc, 48);
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(text, MARGIN, doc.y + 20);
  doc.y += 4;
}

const AMOUNT_WIDTH = 140;

/** A label on the left and its amount aligned to the right; long labels wrap, the row moves whole to the next page. */
function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, total: boolean): void {
  const labelWidth = doc.page.width - 2 * MARGIN - AMOUNT_WIDTH - 16;
  doc
    .font(total ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(total ? 12 : 10.5)
    .fillColor(TEXT);
  const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.heightOfString(amount));
  ensureSpace(doc, height + 6);
  const top = doc.y;
  doc.text(label, MARGIN, top, { width: labelWidth });
  doc.text(amount, doc.page.width - MARGIN - AMOUNT_WIDTH, top, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = MARGIN;
  doc.y = top + height + 6;
}

const REFERENCE_LABEL_WIDTH = 150;

function referenceRow(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const valueX = MARGIN + REFERENCE_LABEL_WIDTH + 12;
  const valueWidth = doc.page.width - MARGIN - valueX;
  doc.font('Helvetica').fontSize(10);
  const height = Math.max(
    doc.heightOfString(label, { width: REFERENCE_LABEL_WIDTH }),
    doc.heightOfString(value, { width: valueWidth }),
  );
  ensureSpace(doc, height + 5);
  const top = doc.y;
  doc.fillColor(MUTED).text(label, MARGIN, top, { width: REFERENCE_LABEL_WIDTH });
  doc.fillColor(TEXT).text(value, valueX, top, { width: valueWidth });
  doc.x = MARGIN;
  doc.y = top + height + 5;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
}

/** Starts a new page when what comes next would cross into the footer. */
function ensureSpace(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.x = MARGIN;
    doc.y = MARGIN;
  }
}

const PAGE_NUMBER_WIDTH = 80;

function drawFooters(doc: PDFKit.PDFDocument, receipt: Receipt): void {
  const { start, count } = doc.bufferedPageRange();
  const textWidth = doc.page.width - 2 * MARGIN - PAGE_NUMBER_WIDTH - 12;
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Text below the bottom margin would make pdfkit open a new page; the footer lives there on purpose.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const top = doc.page.height - MARGIN - FOOTER_HEIGHT + 12;
    rule(doc, top);
    doc.font('Helvetica').fontSize(8.5).fillColor(MUTED);
    doc.text(`${RECEIPT_FOOTER} Transferência ${pdfText(receipt.transferId)}.`, MARGIN, top + 8, { width: textWidth });
    if (receipt.sandbox) {
      doc
        .font('Helvetica-Bold')
        .fillColor(TEXT)
        .text(SANDBOX_NOTICE, MARGIN, doc.y + 2, { width: textWidth });
    }
    doc
      .font('Helvetica')
      .fillColor(MUTED)
      .text(`Página ${index - start + 1} de ${count}`, doc.page.width - MARGIN - PAGE_NUMBER_WIDTH, top + 8, {
        width: PAGE_NUMBER_WIDTH,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottomMargin;
  }
}

const BRASILIA_DAY = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const BRASILIA_TIME = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '24/11/2026 às 10:31 (horário de Brasília)'. */
export function formatBrasiliaDateTime(date: Date): string {
  return `${BRASILIA_DAY.format(date)} às ${BRASILIA_TIME.format(date)} (horário de Brasília)`;
}

/** 'CPF 123.456.789-09' / 'CNPJ 12.ABC.345/01DE-35'; anything else as given; null when there is none. */
export function formatDocument(document: string | null | undefined): string | null {
  const compact = document?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() ?? '';
  if (compact === '') return null;
  if (/^\d{11}$/.test(compact)) return `CPF ${formatCpf(compact)}`;
  if (/^[0-9A-Z]{12}\d{2}$/.test(compact)) return `CNPJ ${formatCnpj(compact, { version: 2 })}`;
  return pdfText(document?.trim() ?? '');
}

// What the standard fonts' WinAnsi encoding holds beyond Latin-1 (pdfkit maps these to their codes).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard fonts can show: pdfkit writes any other character as garbage, so a name in another script or
 * an emoji loses its accents ('ă' → 'a') or becomes '?', and control characters become spaces.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (isWinAnsi(char)) out += char;
    else if (/\s|\p{Cc}/u.test(char)) out += ' ';
    else {
      const base = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
}
