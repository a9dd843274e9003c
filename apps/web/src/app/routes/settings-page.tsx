import { ChangePasswordCard } from '@/features/account/components/change-password-card';
import { CpfCard } from '@/features/account/components/cpf-card';
import { DeleteAccountCard } from '@/features/account/components/delete-account-card';
import { PhoneCard } from '@/features/account/components/phone-card';
import { SignOutEverywhereCard } from '@/features/account/components/sign-out-everywhere-card';
import { DataExportCard } from '@/features/data-export/components/data-export-card';
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card';
import { ProfileVisibilityCard } from '@/features/public-pages/components/profile-visibility-card';
import { TwoFactorCard } from '@/features/two-factor/components/two-factor-card';
import { IntentCard } from '@/features/users/components/intent-card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** 'Configurações' (/customize-profile): how the user uses Labora (users), the account's security and data (account). */
export function SettingsPage() {
  useDocumentTitle('Configurações');
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-extrabold text-3xl text-nevoa-950 tracking-tight sm:text-4xl">Configurações</h1>
      <p className="mt-2 text-pretty text-nevoa-600">
        Escolha como você usa a Labora, cuide da segurança da sua conta e decida sobre os seus dados.
      </p>
      <div className="mt-10 space-y-6">
        <IntentCard />
        <EmailPreferencesCard />
        <ProfileVisibilityCard />
        <CpfCard />
        <PhoneCard />
        <ChangePasswordCard />
        <TwoFactorCard />
        <SignOutEverywhereCard />
        <DataExportCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
