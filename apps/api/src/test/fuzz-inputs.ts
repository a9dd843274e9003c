import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi.js';

// Requests for the fuzzer (fuzz.test.ts): inputs drawn from each operation's schema, so many get past
// validation and reach the services, mixed with hostile ones that a careless edge lets through.

/** Text put into the JSON as it is: numbers JSON.stringify cannot write (1e999 parses to Infinity), or bad JSON. */
class RawJson {
  constructor(readonly text: string) {}
}

const MB = 1024 * 1024;
const UUID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

// Strings no field should choke on, by kind; control characters first, since they broke every text field once.
export const CONTROL = [
  '\u0000',
  'antes\u0000depois',
  '\u0007\u001b[31m\u007f',
  '\r\n\tSet-Cookie: x=1',
  '\u0085\u009b',
];
const UNICODE = [
  '\u202eoãn\u202c',
  '\u200b\u200d\ufeff',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '𝕃𝕒𝕓𝕠𝕣𝕒 🧑🏽‍💻',
  'ação'.normalize('NFD'),
  'İıßẞǅ',
  'ﷺ'.repeat(50),
  ' ',
  '',
];
const INJECTION = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  '%_\\',
  '$1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  'C:\\Windows\\win.ini',
];
const SIZES = ['x'.repeat(90_000), 'ç'.repeat(40_000), 'x'.repeat(MB)];
export const HOSTILE_STRINGS = [...CONTROL, ...UNICODE, ...INJECTION, ...SIZES];

/** A hostile string, control characters most often. */
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTROL) },
  { weight: 2, arbitrary: fc.constantFrom(...UNICODE) },
  { weight: 2, arbitrary: fc.constantFrom(...INJECTION) },
  { weight: 1, arbitrary: fc.constantFrom(...SIZES) },
);

const HOSTILE_NUMBERS = [
  '1e999',
  '-1e999',
  '1e308',
  '-0',
  '0.1',
  '-1',
  '2147483648',
  '9007199254740993',
  '123456789012345678901234567890',
  '5e-324',
];

const deepArray = (depth: number) => new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const deepObject = (depth: number) => new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** Any hostile JSON value: strings above, odd numbers, wrong types, deep nesting, prototype keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS).map((n) => new RawJson(n)) },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(null, true, false, 0, [], {}, [null], ['']) },
  { weight: 1, arbitrary: fc.constantFrom(deepArray(5000), deepObject(2000)) },
  { weight: 1, arbitrary: fc.constant(new RawJson('{"__proto__":{"role":"admin"},"constructor":{"prototype":{}}}')) },
  { weight: 2, arbitrary: fc.anything({ maxDepth: 3 }) },
);

/** Path segments, already URL-encoded: bad UUIDs, lookalikes, traversal, encodings, lengths. */
const HOSTILE_SEGMENTS = [
  '1',
  '0',
  '-1',
  'null',
  'undefined',
  'not-a-uuid',
  UUID.toUpperCase(),
  UUID.replaceAll('-', ''),
  `${UUID}0`,
  encodeURIComponent(` ${UUID}`),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  encodeURIComponent("1' OR '1'='1"),
  encodeURIComponent('<script>'),
  '..',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%00',
  '%',
  '%zz',
  '%C0%AE',
  encodeURIComponent('😀'),
  'x'.repeat(201),
  'x'.repeat(5000),
];

/** Query values for paging and numbers that should be refused politely. */
const ABSURD_QUERY = [
  '-1',
  '0',
  '1e9',
  '999999999999999999999',
  'NaN',
  'Infinity',
  '1.5',
  '0x10',
  ' 1',
  '',
  '%00',
  '1'.repeat(400),
];

const sampleText = fc.constantFrom(
  'Desenvolvimento Web',
  'React',
  'São Paulo, SP',
  'ana',
  'de souza',
  'Site institucional para padaria',
  'Precisamos de um site simples com cardápio e contato pelo WhatsApp.',
  'Labora@2026',
  '11987654321',
  '2 semanas',
);

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1_000_000_000;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1_000_000_000;
  return integer
    ? fc.integer({ min: Math.max(min, Number.MIN_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values the app's own rules accept for fields known by name (the document only says "string"). */
const BY_NAME: [RegExp, fc.Arbitrary<string>][] = [
  [/password/i, fc.constantFrom('Labora@2026', 'Outra#Senha9')],
  [/phone/i, fc.constantFrom('11987654321', '21912345678')],
  [/^(first|last)_name$/, fc.constantFrom('ana', 'joão', 'de souza')],
  [/^otp$/, fc.constantFrom('123456', '000000')],
  // A portfolio item's link: http(s) passes, the rest must be refused (a javascript: link on a public page).
  [
    /^link$/,
    fc.constantFrom('https://exemplo.com.br/obra', 'http://exemplo.com', 'javascript:alert(1)', 'ftp://x.y/z'),
  ],
];

function stringArb(schema: JsonSchema, name: string, ids: string[]): fc.Arbitrary<string> {
  const byName = BY_NAME.find(([pattern]) => pattern.test(name));
  if (byName && !schema.enum)
    return fc.oneof({ weight: 4, arbitrary: byName[1] }, { weight: 1, arbitrary: fc.string() });
  if (schema.format === 'uuid' || /id$/i.test(name)) return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (schema.format === 'email' || /email/i.test(name)) {
    return fc.oneof(fc.emailAddress(), fc.constantFrom('ana@exemplo.com.br', 'ANA@Exemplo.com'));
  }
  if (/date|deadline/i.test(name)) {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript cannot read: plain strings below.
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 300));
  return fc.oneof(
    { weight: 3, arbitrary: sampleText },
    { weight: 2, arbitrary: fc.string({ minLength, maxLength }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
  );
}

/** Values that fit a JSON schema (the document's): a fair share pass validation and reach the service. */
export function fromSchema(schema: JsonSchema, ids: string[], name = '', depth = 0): fc.Arbitrary<unknown> {
  const alternatives = schema.anyOf ?? schema.oneOf;
  let arb: fc.Arbitrary<unknown>;
  if (schema.const !== undefined) arb = fc.constant(schema.const);
  else if (schema.enum) arb = fc.constantFrom(...schema.enum);
  else if (alternatives) arb = fc.oneof(...alternatives.map((s) => fromSchema(s, ids, name, depth + 1)));
  else {
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
    switch (type) {
      case 'string':
        arb = stringArb(schema, name, ids);
        break;
      case 'integer':
        arb = numberArb(schema, true);
        break;
      case 'number':
        arb = numberArb(schema, false);
        break;
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'null':
        arb = fc.constant(null);
        break;
      case 'array':
        arb =
          depth > 4
            ? fc.constant([])
            : fc.array(fromSchema(schema.items ?? {}, ids, name, depth + 1), {
                minLength: schema.minItems ?? 0,
                maxLength: Math.min(schema.maxItems ?? 5, 12),
              });
        break;
      case 'object': {
        const properties = schema.properties ?? {};
        const model = Object.fromEntries(
          Object.entries(properties).map(([key, s]) => [key, fromSchema(s, ids, key, depth + 1)]),
        );
        arb = depth > 4 ? fc.constant({}) : fc.record(model, { requiredKeys: schema.required ?? [] });
        break;
      }
      default:
        arb = fc.anything({ maxDepth: 2 });
    }
  }
  return schema.nullable ? fc.option(arb, { nil: null, freq: 8 }) : arb;
}

/** JSON text of a value, with RawJson written verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Broken or hostile JSON documents as a whole. */
const HOSTILE_BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '42',
  '{"a":1}lixo',
  '{"a":NaN}',
  "{'a':1}",
  '\ufeff{}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`.slice(0, 99_000),
  `{"x":"${'a'.repeat(MB)}"}`,
  '{"__proto__":{"role":"admin","isActive":true}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
];

/** A JSON body for `schema`: valid, one field made hostile, prototype keys added, or no JSON at all. */
export function jsonBodyArb(schema: JsonSchema | undefined, ids: string[]): fc.Arbitrary<string> {
  const valid = schema ? fromSchema(schema, ids) : fc.constant({});
  const keys = [...Object.keys(schema?.properties ?? {}), 'campoExtra', 'role', 'isActive', 'id', 'userId'];
  const mutated = fc
    .tuple(valid, fc.constantFrom(...keys), hostileValue)
    .map(([value, key, bad]) =>
      value && typeof value === 'object' && !Array.isArray(value) ? { ...value, [key]: bad } : bad,
    );
  // A hostile string inside one text field of an otherwise fitting body: gets past validation the furthest.
  const textKeys = textFields(schema);
  const tainted = textKeys.length
    ? fc
        .tuple(valid, fc.constantFrom(...textKeys), hostileString)
        .map(([value, key, bad]) =>
          value && typeof value === 'object'
            ? { ...value, [key]: `${(value as Record<string, unknown>)[key] ?? ''}${bad}` }
            : value,
        )
    : valid;
  return fc.oneof(
    { weight: 3, arbitrary: valid.map(toJsonText) },
    { weight: 3, arbitrary: tainted.map(toJsonText) },
    { weight: 4, arbitrary: mutated.map(toJsonText) },
    { weight: 1, arbitrary: hostileValue.map(toJsonText) },
    {
      weight: 1,
      arbitrary: valid.map((v) => toJsonText(v).replace(/^\{/, '{"__proto__":{"role":"admin"},"isAdmin":true,')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES) },
  );
}

export interface MultipartPart {
  field: string;
  fileName?: string;
  type?: string;
  data: Buffer;
}

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
/** A real 4×3 PNG: picture uploads (avatar, gig, portfolio) get past the content check and reach storage. */
export const VALID_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNQWpUGRww4OQAUug5ZQbJ2CAAAAABJRU5ErkJggg==',
  'base64',
);
const fileData = fc.oneof(
  fc.constant(Buffer.alloc(0)),
  fc.constant(Buffer.from('Escopo do projeto, em texto simples.')),
  fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
  fc.constant(Buffer.concat([PNG_HEADER, Buffer.alloc(64)])),
  fc.constant(VALID_PNG),
  fc.constant(Buffer.from('%PDF-1.4\n%lixo')),
  fc.constant(Buffer.from('PK\u0003\u0004lixo')),
  fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
  fc.constant(Buffer.alloc(MB, 0x41)),
);
const fileName = fc.oneof(
  fc.constantFrom(
    'briefing.txt',
    'logo.png',
    '../../../etc/passwd',
    '..\\..\\boot.ini',
    '',
    '.',
    'a'.repeat(300),
    'nulo\u0000.png',
    '<script>alert(1)</script>.txt',
    'con.txt',
    'ação 😀.pdf',
    'quebra\r\nContent-Type: text/html.txt',
  ),
  fc.string({ maxLength: 40 }),
);

/** A multipart/form-data body: well formed with odd parts, or broken on purpose. */
export function multipartArb(
  fileFields: string[],
  jsonField: { name: string; body: fc.Arbitrary<string> } | undefined,
): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const part: fc.Arbitrary<MultipartPart> = fc.oneof(
    fc.record({
      field: fc.constantFrom(...fileFields, 'outro'),
      fileName,
      type: fc.constantFrom('application/octet-stream', 'image/png', 'text/plain', 'application/pdf', 'text/html'),
      data: fileData,
    }),
    fc.record({
      field: fc.constantFrom(...fileFields, 'outro'),
      data: fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20)).map(Buffer.from),
    }),
  );
  const parts = fc.tuple(jsonField ? fc.option(jsonField.body) : fc.constant(null), fc.array(part, { maxLength: 12 }));
  const boundary = 'fuzz-boundary-7d2';
  return fc
    .tuple(
      parts,
      fc.constantFrom('ok', 'ok', 'ok', 'truncated', 'no-end', 'wrong-boundary', 'no-boundary', 'huge-header', 'crlf'),
      fc.nat(),
    )
    .map(([[json, files], how, cut]) => {
      const chunks: Buffer[] = [];
      const eol = how === 'crlf' ? '\n' : '\r\n';
      if (json !== null && jsonField) {
        chunks.push(
          Buffer.from(`--${boundary}${eol}Content-Disposition: form-data; name="${jsonField.name}"${eol}${eol}`),
          Buffer.from(json),
          Buffer.from(eol),
        );
      }
      for (const f of files) {
        const disposition = f.fileName === undefined ? '' : `; filename="${f.fileName}"`;
        const header =
          how === 'huge-header'
            ? `X-Lixo: ${'h'.repeat(200_000)}${eol}`
            : `Content-Type: ${f.type ?? 'text/plain'}${eol}`;
        chunks.push(
          Buffer.from(
            `--${boundary}${eol}Content-Disposition: form-data; name="${f.field}"${disposition}${eol}${header}${eol}`,
          ),
          f.data,
          Buffer.from(eol),
        );
      }
      if (how !== 'no-end') chunks.push(Buffer.from(`--${boundary}--${eol}`));
      let payload = Buffer.concat(chunks);
      if (how === 'truncated') payload = payload.subarray(0, cut % (payload.length + 1));
      const contentType =
        how === 'wrong-boundary'
          ? 'multipart/form-data; boundary=outra-fronteira'
          : how === 'no-boundary'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`;
      return { payload, contentType };
    });
}

/** encodeURIComponent, but a lone surrogate goes as the bytes of one (ED A0 80): invalid UTF-8 on purpose. */
export function encodeText(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd')).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
}

/** `key=value` pairs for the operation's query parameters: fitting ones, and at times one absurd, hostile,
 * repeated or unknown parameter among them. */
export function queryArb(op: Operation, ids: string[]): fc.Arbitrary<string> {
  const params = op.params.filter((p) => p.in === 'query');
  const fitting = (p: Operation['params'][number]): fc.Arbitrary<[string, string][]> =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
      {
        weight: p.required ? 6 : 2,
        arbitrary: fromSchema(p.schema, ids, p.name).map((v): [string, string][] =>
          Array.isArray(v) ? v.map((x): [string, string] => [p.name, String(x)]) : [[p.name, String(v)]],
        ),
      },
    );
  const names = [...params.map((p) => p.name), '__proto__[role]', 'page[]', 'extra'];
  const bad = fc.tuple(
    fc.constantFrom(...names),
    fc.oneof(
      fc.constantFrom(...ABSURD_QUERY),
      fc.constantFrom(...HOSTILE_STRINGS).map(encodeText),
      fc.constant('1&dup=2'),
    ),
  );
  return fc.tuple(fc.tuple(...params.map(fitting)), fc.option(bad, { freq: 2 })).map(([pairs, hostile]) => {
    const all = pairs.flat().map(([k, v]) => `${encodeURIComponent(k)}=${encodeText(v)}`);
    if (hostile) {
      const [k, v] = hostile;
      // The hostile value replaces a fitting one of the same name; raw percent sequences go as typed.
      const kept = all.filter((pair) => !pair.startsWith(`${encodeURIComponent(k)}=`));
      const dup = v === '1&dup=2' ? `${encodeURIComponent(k)}=1&${encodeURIComponent(k)}=2` : '';
      kept.push(dup || `${encodeURIComponent(k)}=${v}`);
      return kept.join('&');
    }
    return all.join('&');
  });
}

/** A path segment: mostly a real id of the right kind, sometimes a random UUID or a hostile segment. */
export function segmentArb(known: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: known.length ? fc.constantFrom(...known) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
  );
}

/** The text fields of an object schema (free text: no enum, no format). */
export function textFields(schema: JsonSchema | undefined): string[] {
  return Object.entries(schema?.properties ?? {})
    .filter(([, s]) => s.type === 'string' && !s.enum && !s.format)
    .map(([key]) => key);
}

/**
 * Gig bodies whose packages sit on an edge (POST /api/gigs, PUT /api/gigs/{id}): control characters and hostile
 * text deep in 'included', prices and days that JSON or bigint might mangle, the ladder broken, wrong shapes.
 */
export function gigPackageBodies(): string[] {
  const gig = { title: 'Logotipo', category: 'Design Gráfico', description: '' };
  const basico = { priceCents: 10_000, deliveryDays: 3, revisions: 1, included: ['PNG'] };
  const body = (packages: unknown) => JSON.stringify({ ...gig, packages });
  return [
    ...[...CONTROL, ...INJECTION, '\ud800'].map((text) => body({ basico: { ...basico, included: [text] } })),
    ...HOSTILE_NUMBERS.map(
      (n) =>
        `{"title":"Logotipo","category":"Design Gráfico","packages":{"basico":{"priceCents":${n},"deliveryDays":${n},"revisions":${n}}}}`,
    ),
    body({ basico: { ...basico, included: 'PNG' } }),
    body({ basico: { ...basico, included: [1, null, {}] } }),
    body({ basico: { ...basico, included: Array(10_000).fill('x') } }),
    body({ basico, premium: { ...basico, priceCents: 90_000 } }),
    body({ basico, padrao: { ...basico, priceCents: 9_999 }, premium: { ...basico, priceCents: 1 } }),
    body({ basico: null, padrao: basico }),
    body([basico]),
    body({ basico, ouro: basico }),
    body({ basico: { ...basico, priceCents: Number.MAX_SAFE_INTEGER, deliveryDays: 2_147_483_648 } }),
  ];
}

/** Orders naming a package that is odd, absent or hostile, with the price a tampered browser would send. */
export function gigOrderBodies(): string[] {
  const pay = { method: 'card', cardNumber: '4111111111111111', priceCents: 1, amountCents: -5 };
  return [
    ...['premium', 'padrao', 'ouro', '', 'BASICO', 'básico', ...CONTROL].map((tier) =>
      JSON.stringify({ ...pay, package: tier }),
    ),
    JSON.stringify({ ...pay, package: ['basico', 'premium'] }),
    JSON.stringify({ ...pay, package: { tier: 'premium', priceCents: 1 } }),
  ];
}
