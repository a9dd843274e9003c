import { ArrowLeft, ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router';

/** One numbered section of a legal document; `id` is the anchor used by the table of contents. */
export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalLayoutProps {
  title: string;
  /** Short text shown under the title, before the table of contents. */
  intro?: ReactNode;
  sections: readonly LegalSection[];
}

const LAST_UPDATED_LABEL = '22 de novembro de 2026';
const LAST_UPDATED_ISO = '2026-11-22';

/** Typography for the section bodies, so the pages can write plain p, ul, ol, h3, a and strong. */
const PROSE = [
  'text-base leading-7 text-slate-700',
  '[&_p]:mt-3',
  '[&_h3]:mt-6 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li]:marker:text-slate-400',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-emerald-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-emerald-800',
].join(' ');

const FOCUS_RING =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600';

export function LegalLayout({ title, intro, sections }: LegalLayoutProps) {
  const { hash } = useLocation();

  // A deep link such as /privacy#privacidade-direitos arrives before the sections exist in the DOM,
  // so the browser cannot jump to it by itself.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <main className="min-h-dvh bg-slate-50 text-slate-800">
      <div className="mx-auto w-full max-w-3xl px-4 py-6 wrap-break-word sm:px-6 sm:py-10">
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm">
          <Link
            to="/signup"
            className={`inline-flex items-center gap-1.5 font-medium text-emerald-700 hover:text-emerald-800 hover:underline ${FOCUS_RING}`}
          >
            <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
            Voltar para o cadastro
          </Link>
          <p className="text-slate-600">
            Já tem uma conta?{' '}
            <Link
              to="/login"
              className={`font-medium text-emerald-700 underline-offset-2 hover:text-emerald-800 hover:underline ${FOCUS_RING}`}
            >
              Entrar
            </Link>
          </p>
        </div>

        <article className="mt-6 rounded-2xl border border-slate-200 bg-white px-5 py-8 shadow-sm sm:mt-8 sm:px-10 sm:py-12">
          <header className="border-b border-slate-200 pb-6">
            <p className="text-sm font-semibold tracking-wide text-emerald-700 uppercase">Labora</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
            <p className="mt-3 text-sm text-slate-500">
              Última atualização: <time dateTime={LAST_UPDATED_ISO}>{LAST_UPDATED_LABEL}</time>
            </p>
            {intro ? <div className={`mt-4 ${PROSE} [&>p:first-child]:mt-0`}>{intro}</div> : null}
          </header>

          <nav
            id="sumario"
            aria-label="Sumário"
            className="mt-8 scroll-mt-6 rounded-xl border border-emerald-100 bg-emerald-50/60 p-5 sm:p-6"
          >
            <p aria-hidden="true" className="text-sm font-semibold tracking-wide text-emerald-900 uppercase">
              Sumário
            </p>
            <ol className="mt-3 space-y-1.5 text-sm leading-6 sm:columns-2 sm:gap-8">
              {sections.map((section, index) => (
                <li key={section.id} className="flex gap-2 break-inside-avoid">
                  <span aria-hidden="true" className="w-6 shrink-0 text-right text-emerald-700 tabular-nums">
                    {index + 1}.
                  </span>
                  <a
                    href={`#${section.id}`}
                    className={`text-slate-700 underline-offset-2 hover:text-emerald-800 hover:underline ${FOCUS_RING}`}
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="mt-10 space-y-10">
            {sections.map((section, index) => (
              <section key={section.id}>
                <h2
                  id={section.id}
                  className="scroll-mt-6 text-xl font-semibold tracking-tight text-balance text-slate-900 sm:text-2xl"
                >
                  <span className="text-emerald-700 tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                <div className={PROSE}>{section.content}</div>
              </section>
            ))}
          </div>

          <footer className="mt-12 border-t border-slate-200 pt-6">
            <a
              href="#sumario"
              className={`inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 hover:text-emerald-800 hover:underline ${FOCUS_RING}`}
            >
              <ArrowUp aria-hidden="true" className="size-4 shrink-0" />
              Voltar ao sumário
            </a>
          </footer>
        </article>

        <p className="mt-6 text-center text-xs text-slate-500">
          Labora Tecnologia Ltda. · Dúvidas? Escreva para{' '}
          <a
            href="mailto:suporte@labora.com.br"
            className={`font-medium text-emerald-700 hover:underline ${FOCUS_RING}`}
          >
            suporte@labora.com.br
          </a>
        </p>
      </div>
    </main>
  );
}
