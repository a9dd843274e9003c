import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangePasswordCard } from '../components/change-password-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { SignOutEverywhereCard } from '../components/sign-out-everywhere-card';

/** 'Configurações' (/customize-profile): the account's security and the user's data. */
export function SettingsPage() {
  useDocumentTitle('Configurações');
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Configurações</h1>
      <p className="mt-2 text-nevoa-600">Cuide da segurança da sua conta e decida sobre os seus dados.</p>
      <div className="mt-10 space-y-6">
        <ChangePasswordCard />
        <SignOutEverywhereCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
