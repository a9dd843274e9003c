import { BriefcaseBusiness, MessagesSquare, Wallet } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { firstNameOf, useSessionUser } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';

const COMING_SOON = [
  { icon: BriefcaseBusiness, title: 'Projetos', text: 'Acompanhe prazos, entregas e propostas.' },
  { icon: MessagesSquare, title: 'Mensagens', text: 'Converse com clientes e freelancers.' },
  { icon: Wallet, title: 'Carteira', text: 'Veja ganhos, pagamentos e saques.' },
] as const;

export function DashboardPage() {
  useDocumentTitle('Painel');
  const user = useSessionUser();

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Olá, {firstNameOf(user)}!</h1>
      <p className="mt-2 text-nevoa-600">Que bom ter você por aqui. Este é o seu painel na Labora.</p>

      <ul className="mt-10 grid gap-4 sm:grid-cols-3">
        {COMING_SOON.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full p-6 shadow-sm">
              <span className="flex size-11 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon aria-hidden className="size-5" />
              </span>
              <h2 className="mt-4 font-bold text-nevoa-900">{title}</h2>
              <p className="mt-1 text-nevoa-600 text-sm">{text}</p>
              <p className="mt-4 font-semibold text-sol-700 text-xs uppercase tracking-wider">Em breve</p>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
