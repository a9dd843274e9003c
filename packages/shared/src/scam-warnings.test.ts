import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  OFF_PLATFORM_PHRASES,
  PAYMENT_LINK_DOMAINS,
  SCAM_WARNING,
  type ScamSignalKind,
  scamSignalsOf,
} from './scam-warnings.js';

// A real BR Code, as generatePixPayload builds it (static: key; dynamic: PSP location).
const STATIC_BR_CODE =
  '00020126400014br.gov.bcb.pix0118fulano@example.com5204000053039865406150.005802BR5913Fulano de Tal6009Sao Paulo62070503***63045AE5';
const DYNAMIC_BR_CODE =
  '00020101021226480014br.gov.bcb.pix2526pix.example.com/qr/v2/12345204000053039865802BR5913Fulano de Tal6009Sao Paulo62070503***63044302';

function kindsOf(text: string): ScamSignalKind[] {
  return scamSignalsOf(text).map((signal) => signal.kind);
}

describe('scamSignalsOf: true positives', () => {
  // [message, kind, the match reported]
  const cases: [string, ScamSignalKind, string][] = [
    // Phones, as people type them
    ['Meu número: (11) 98765-4321', 'phone', '(11) 98765-4321'],
    ['liga 11 9 8765 4321 depois', 'phone', '11 9 8765 4321'],
    ['+55 11 987654321', 'phone', '+55 11 987654321'],
    ['+55 (21) 99876-5432', 'phone', '+55 (21) 99876-5432'],
    ['5511987654321', 'phone', '5511987654321'],
    ['me chama: 11987654321', 'phone', '11987654321'],
    ['11.98765.4321', 'phone', '11.98765.4321'],
    ['(11)98765-4321', 'phone', '(11)98765-4321'],
    ['fixo (11) 3234-5678', 'phone', '(11) 3234-5678'],
    ['fixo 11 3234 5678', 'phone', '11 3234 5678'],
    ['(011) 3234-5678', 'phone', '(011) 3234-5678'],
    ['só o número 98765-4321', 'phone', '98765-4321'],
    ['1 1 9 8 7 6 5 4 3 2 1', 'phone', '1 1 9 8 7 6 5 4 3 2 1'],
    ['11-9-87-65-43-21', 'phone', '11-9-87-65-43-21'],
    ['+55 1 1 9 8 7 6 5 4 3 2 1', 'phone', '+55 1 1 9 8 7 6 5 4 3 2 1'],
    ['DDD 60 não existe, mas 60 98765-4321', 'phone', '98765-4321'],
    ['ｗｈａｔ： １１９８７６５４３２１', 'phone', '１１９８７６５４３２１'],
    ['11\u200B98765\u200B4321', 'phone', '11\u200B98765\u200B4321'],
    // E-mails
    ['escreve pra fulano@gmail.com', 'email', 'fulano@gmail.com'],
    ['Joao.Silva+freela@empresa.com.br.', 'email', 'Joao.Silva+freela@empresa.com.br'],
    ['fulano arroba gmail ponto com', 'email', 'fulano arroba gmail ponto com'],
    ['fulano ARROBA hotmail PONTO com PONTO br', 'email', 'fulano ARROBA hotmail PONTO com'],
    ['fulano (at) gmail (dot) com', 'email', 'fulano (at) gmail (dot) com'],
    ['fulano [arroba] empresa [ponto] net', 'email', 'fulano [arroba] empresa [ponto] net'],
    ['fulano @ gmail . com', 'email', 'fulano @ gmail . com'],
    ['fulano arroba gmail', 'email', 'fulano arroba gmail'],
    // Payment and chat links
    ['paga aqui https://nubank.com.br/pagar/1a2b3/XyZ.', 'payment_link', 'https://nubank.com.br/pagar/1a2b3/XyZ'],
    ['picpay.me/fulano', 'payment_link', 'picpay.me/fulano'],
    [
      'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
      'payment_link',
      'https://www.mercadopago.com.br/checkout/v1/redirect?pref_id=1',
    ],
    ['link: mpago.la/2xYzAb', 'payment_link', 'mpago.la/2xYzAb'],
    ['pagseguro.uol.com.br/checkout', 'payment_link', 'pagseguro.uol.com.br/checkout'],
    ['PAYPAL.ME/fulano', 'payment_link', 'PAYPAL.ME/fulano'],
    [
      '(https://api.whatsapp.com/send?phone=5511987654321)',
      'payment_link',
      'https://api.whatsapp.com/send?phone=5511987654321',
    ],
    ['chat.whatsapp.com/AbCdEf', 'payment_link', 'chat.whatsapp.com/AbCdEf'],
    ['t.me/fulano!', 'payment_link', 't.me/fulano'],
    ['bit.ly/3abc', 'payment_link', 'bit.ly/3abc'],
    [`copia e cola: ${STATIC_BR_CODE}`, 'payment_link', STATIC_BR_CODE],
    [DYNAMIC_BR_CODE, 'payment_link', DYNAMIC_BR_CODE],
    // Asking to pay or talk outside Labora
    ['Me paga por fora que sai mais barato', 'off_platform_payment', 'Me paga por fora'],
    ['podemos pagar por fora?', 'off_platform_payment', 'pagar por fora'],
    ['Prefiro FORA DA PLATAFORMA', 'off_platform_payment', 'FORA DA PLATAFORMA'],
    ['acerta direto comigo', 'off_platform_payment', 'direto comigo'],
    ['assim fica sem a taxa', 'off_platform_payment', 'sem a taxa'],
    ['me chama no whats', 'off_platform_payment', 'me chama no whats'],
    ['me chama no WhatsApp', 'off_platform_payment', 'me chama no WhatsApp'],
    ['anota meu zap', 'off_platform_payment', 'meu zap'],
    ['minha chave pix é o cpf', 'off_platform_payment', 'chave pix'],
    ['faz um Pix que eu começo hoje', 'off_platform_payment', 'faz um Pix'],
    ['Faça um pix', 'off_platform_payment', 'Faça um pix'],
    ['faca um pix', 'off_platform_payment', 'faca um pix'],
    ['pode ser transferência direta', 'off_platform_payment', 'transferência direta'],
    ['pode ser TRANSFERENCIA DIRETA', 'off_platform_payment', 'TRANSFERENCIA DIRETA'],
    ['pra evitar a taxa', 'off_platform_payment', 'evitar a taxa'],
    ['me passa seu telefone?', 'off_platform_payment', 'me passa seu telefone'],
    ['me passa seu número', 'off_platform_payment', 'me passa seu número'],
    ['pix   direto', 'off_platform_payment', 'pix   direto'],
    ['chave_pix', 'off_platform_payment', 'chave_pix'],
    ['vamos pro telegram', 'off_platform_payment', 'pro telegram'],
    ['me\u200B paga por fora', 'off_platform_payment', 'me\u200B paga por fora'],
    ['transfere\u0302ncia direta', 'off_platform_payment', 'transfere\u0302ncia direta'],
    // Missed before (issue 22): 'teu' instead of 'seu', and a handle after an app's name.
    ['manda teu whats', 'off_platform_payment', 'teu whats'],
    ['telegram: @marcospq', 'off_platform_payment', 'telegram: @marcospq'],
    ['me acha lá, Insta @ana.designer.', 'off_platform_payment', 'Insta @ana.designer'],
  ];

  it.each(cases)('%j → %s', (message, kind, match) => {
    expect(scamSignalsOf(message)).toContainEqual({ kind, match });
  });

  it('has many cases per kind', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
    for (const kind of ['phone', 'email', 'payment_link', 'off_platform_payment'] as const) {
      expect(cases.filter(([, k]) => k === kind).length).toBeGreaterThanOrEqual(6);
    }
  });

  it.each(PAYMENT_LINK_DOMAINS)('flags every listed host: %s (with subdomain, scheme and path)', (domain) => {
    expect(scamSignalsOf(`veja ${domain}`)).toEqual([{ kind: 'payment_link', match: domain }]);
    expect(scamSignalsOf(`https://www.${domain}/abc?x=1.`)).toEqual([
      { kind: 'payment_link', match: `https://www.${domain}/abc?x=1` },
    ]);
  });

  it.each(OFF_PLATFORM_PHRASES)('flags every listed phrase, in any case: %s', (phrase) => {
    expect(kindsOf(`Oi, ${phrase.toUpperCase()}!`)).toContain('off_platform_payment');
  });

  it('lists the signals in the order they appear, one per place per kind', () => {
    expect(scamSignalsOf('me chama no zap 11 98765-4321 ou fulano@gmail.com, wa.me/5511987654321')).toEqual([
      { kind: 'off_platform_payment', match: 'me chama no zap' },
      { kind: 'phone', match: '11 98765-4321' },
      { kind: 'email', match: 'fulano@gmail.com' },
      { kind: 'payment_link', match: 'wa.me/5511987654321' },
      { kind: 'phone', match: '5511987654321' },
    ]);
  });

  it('finds every phone in a long message (5,000 characters of digits and spaces)', () => {
    // Linear by construction (bounded quantifiers, no start inside a digit run): no timing asserted.
    const filler = '7 '.repeat(2480);
    const message = `${filler}11 98765-4321 ${filler}`.slice(0, 5000);
    expect(message.length).toBe(5000);
    expect(scamSignalsOf(message)).toEqual([{ kind: 'phone', match: '11 98765-4321' }]);
    expect(scamSignalsOf('11 98765-4321 '.repeat(357))).toHaveLength(357);
  });
});

describe('scamSignalsOf: false positives', () => {
  const ordinary: string[] = [
    // Prices
    'Meu orçamento é R$ 1.200',
    'R$ 1.200,50 no total',
    'Faço por 1200 reais',
    'R$ 12.345.678,90',
    'R$ 11987654321',
    'R$1.500,00 em 3 parcelas',
    // Dates and times
    'Entrego em 24/11/2026',
    'prazo: 2026-11-24',
    'às 14h30',
    'reunião 10:45',
    'de 08:00 às 18:00, 24/11/2026 14:30',
    // CEP, quantities, ids
    'CEP 01310-100',
    'pedido 123456',
    '3 páginas em 5 dias',
    'desconto de 10%',
    'Meu CPF é 123.456.789-09',
    'CPF 12345678909',
    'CNPJ 12.345.678/0001-90',
    'criado em 1732450000',
    'id 550e8400-e29b-41d4-a716-446655440000',
    'tamanhos 42 44 46 48 50',
    'notas 1 2 3 4 5 6 7 8 9 10',
    // Versions and ordinary URLs
    'atualizei para v2.3.1',
    'veja https://labora.com.br',
    'o código está em github.com/x',
    'https://labora.com.br/jobs/123?page=2',
    'isso.Me avisa quando puder',
    'java.me não é link',
    // Words that need intent
    'aceito pix pela Labora?',
    'O pagamento via Pix pela Labora é seguro?',
    'qual a taxa da Labora?',
    'a taxa é de 10%',
    'o botão fica por fora do card',
    'Preciso de um app parecido com o WhatsApp',
    'integração no Zapier',
    'enviei o e-mail pela Labora',
    'oi @joao, tudo bem?',
    'uma arroba de boi custa R$ 300',
    'meu telefone quebrou, respondo amanhã',
    // An app's name or an @mention alone is not a handle on that app.
    'o Telegram caiu hoje',
    'o bot do telegram: quanto custa?',
    'o Instagram, @joao, mudou o layout',
    'teu trabalho ficou ótimo',
  ];

  it.each(ordinary)('%j', (message) => {
    expect(scamSignalsOf(message)).toEqual([]);
  });

  it('has many cases', () => {
    expect(ordinary.length).toBeGreaterThanOrEqual(25);
  });

  it('returns nothing for an empty or blank message', () => {
    expect(scamSignalsOf('')).toEqual([]);
    expect(scamSignalsOf(' \n\t ')).toEqual([]);
  });

  it('stays correct on long adversarial messages', () => {
    for (const message of [
      '1 '.repeat(2500),
      '1'.repeat(5000),
      '1.'.repeat(2500),
      'a'.repeat(5000),
      'a.'.repeat(2500),
      'a@'.repeat(2500),
      ' '.repeat(5000),
      'me '.repeat(1666),
      '000201'.repeat(833),
    ]) {
      expect(scamSignalsOf(message)).toEqual([]);
    }
  });
});

describe('scamSignalsOf: properties', () => {
  const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  const thousands = new Intl.NumberFormat('pt-BR');
  const pad = (n: number) => String(n).padStart(2, '0');

  const cents = fc.bigInt({ min: 0n, max: 10n ** 15n });
  // Amounts whose digits are a mobile number ('R$ 11987654321'): only the 'R$' / 'reais' context keeps them out.
  const mobileShaped = fc
    .tuple(fc.constantFrom('11', '21', '61', '85', '99'), fc.integer({ min: 0, max: 99_999_999 }))
    .map(([ddd, rest]) => `${ddd}9${String(rest).padStart(8, '0')}`);
  const price = fc.oneof(
    mobileShaped.map((digits) => `R$ ${digits}`),
    mobileShaped.map((digits) => `R$ ${digits},00`),
    mobileShaped.map((digits) => `${digits} reais`),
    cents.map((c) => brl.format(Number(c) / 100)), // 'R$ 1.234,56' (with a no-break space)
    cents.map((c) => `R$ ${thousands.format(Number(c / 100n))}`),
    cents.map((c) => `R$${c / 100n}`),
    cents.map((c) => `${c / 100n} reais`),
    cents.map((c) => `${thousands.format(Number(c / 100n))} reais`),
  );
  const day = fc.date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T23:59:59Z'),
    noInvalidDate: true,
  });
  const date = fc.oneof(
    day.map((d) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`),
    day.map((d) => d.toISOString().slice(0, 10)),
    day.map((d) => `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}`),
  );
  const hour = fc.integer({ min: 0, max: 23 });
  const minute = fc.integer({ min: 0, max: 59 });
  const time = fc.oneof(
    fc.tuple(hour, minute).map(([h, m]) => `${pad(h)}h${pad(m)}`),
    fc.tuple(hour, minute).map(([h, m]) => `${pad(h)}:${pad(m)}`),
    fc.tuple(hour, minute, minute).map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`),
    hour.map((h) => `${h}h`),
  );
  const joiner = fc.constantFrom(' ', ', ', ' e ', ' às ', '\n', ' - ');

  test.prop([fc.array(fc.oneof(price, date, time), { minLength: 1, maxLength: 6 }), joiner])(
    'plain prices, dates and times never trigger',
    (parts, separator) => {
      expect(scamSignalsOf(parts.join(separator))).toEqual([]);
    },
  );

  // Ways people hand over a messaging-app contact, around any ordinary words.
  const handle = fc.stringMatching(/^[a-z][a-z0-9_.]{2,20}$/);
  const app = fc.constantFrom('whats', 'whatsapp', 'wpp', 'zap', 'telegram', 'insta', 'instagram');
  const words = fc.array(fc.constantFrom('oi', 'tudo bem', 'beleza', 'então', 'valeu', 'ok'), { maxLength: 3 });
  const contactAsk = fc.oneof(
    app.map((a) => `manda teu ${a}`),
    app.map((a) => `me passa teu ${a}`),
    fc.tuple(app, fc.constantFrom(': ', ' ', ':', ' - '), handle).map(([a, sep, h]) => `${a}${sep}@${h}`),
  );
  test.prop([words, contactAsk, words])('a messaging-app contact in any sentence triggers', (before, ask, after) => {
    const message = [...before, ask, ...after].join(' ');
    expect(kindsOf(message)).toContain('off_platform_payment');
  });

  test.prop([fc.string({ unit: fc.constantFrom('0', '1', '9', ' ', '.', '-', '(', ')', '+'), maxLength: 5000 })])(
    'runs on any digits-and-separators message and reports text that is in it',
    (message) => {
      for (const signal of scamSignalsOf(message)) {
        expect(signal.kind).toBe('phone');
        expect(message).toContain(signal.match);
      }
    },
  );
});

describe('SCAM_WARNING', () => {
  it('is the calm text shown under a flagged message, with its link label', () => {
    expect(SCAM_WARNING.text).toBe(
      'Pagamentos fora da Labora não têm garantia. Aqui o valor fica em custódia e só é liberado quando você aprovar a entrega.',
    );
    expect(SCAM_WARNING.linkLabel).toBe('Como a custódia protege você');
  });
});
