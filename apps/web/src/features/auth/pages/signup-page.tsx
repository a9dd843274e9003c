import { AUTH_LIMITS, AUTH_MESSAGES, signUpError, type TRegisterRequest } from '@labora/shared/auth-rules';
import { formatNameInput, normalizeName } from '@labora/shared/names';
import { formatPhone, phoneDigits } from '@labora/shared/phone';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { PasswordChecklist } from '@/components/ui/password-checklist';
import { PasswordField } from '@/components/ui/password-field';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { parsedFormResolver } from '@/lib/parsed-form-resolver';
import { toast } from '@/lib/toast';
import { useDelayedNavigate } from '@/lib/use-delayed-navigate';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '../api/register';
import { AuthHeading, AuthLayout, AuthLink } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { HumanCheckField } from '../components/human-check-field';
import { TestimonialsAside } from '../components/testimonials-aside';
import { useHumanCheck } from '../hooks/use-human-check';

type Field = keyof TRegisterRequest;

const EMPTY: TRegisterRequest = {
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  password: '',
  confirm_password: '',
};

const FIELD_ORDER: readonly Field[] = ['first_name', 'last_name', 'phone', 'email', 'password', 'confirm_password'];

/** Which field a sign-up message is about, to mark it and move focus there. */
const FIELD_OF_MESSAGE: Partial<Record<string, Field>> = {
  [AUTH_MESSAGES.invalidPhone]: 'phone',
  [AUTH_MESSAGES.invalidEmail]: 'email',
  [AUTH_MESSAGES.weakPassword]: 'password',
  [AUTH_MESSAGES.passwordTooLong]: 'password',
  [AUTH_MESSAGES.passwordsDiffer]: 'confirm_password',
};

/** As-you-type formatting (SPEC §5): names keep letters and capitalise words, the phone gets its mask. */
const FORMATTERS: Partial<Record<Field, (value: string) => string>> = {
  first_name: formatNameInput,
  last_name: formatNameInput,
  phone: formatPhone,
};

/**
 * The shared sign-up rules (the API runs them again), in the SPEC's order: the first failure is toasted (the form's
 * `root` error) and marks its field with the message, or, for empty fields, marks each of them without one.
 */
const resolver = parsedFormResolver(
  (values: TRegisterRequest): { data: TRegisterRequest } | { errors: Partial<Record<Field | 'root', string>> } => {
    const problem = signUpError(values);
    if (!problem) return { data: values };
    const target = FIELD_OF_MESSAGE[problem];
    const fields = target ? [target] : FIELD_ORDER.filter((name) => values[name].trim() === '');
    return { errors: { root: problem, ...Object.fromEntries(fields.map((name) => [name, target ? problem : ''])) } };
  },
);

export function SignupPage() {
  useDocumentTitle('Criar conta');
  const register = useRegister();
  const navigateLater = useDelayedNavigate();
  const humanCheck = useHumanCheck();
  // Checked on submit only; changing a marked field unmarks it.
  const {
    register: registerField,
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver, defaultValues: EMPTY, reValidateMode: 'onSubmit' });
  const password = useWatch({ control, name: 'password' });

  const field = (name: Field) => {
    const format = FORMATTERS[name];
    const error = errors[name];
    return {
      invalid: error !== undefined,
      error: error?.message || undefined,
      ...registerField(name, {
        onChange: (event) => {
          if (format) setValue(name, format(event.target.value));
          clearErrors(name);
          clearErrors('root');
        },
      }),
    };
  };

  const onSubmit = handleSubmit(
    (values) => {
      if (humanCheck.pending) {
        toast.error(AUTH_MESSAGES.challengePending);
        return;
      }
      register.run(
        {
          ...values,
          ...humanCheck.body,
          first_name: normalizeName(values.first_name),
          last_name: normalizeName(values.last_name),
          email: values.email.trim(),
          phone: phoneDigits(values.phone),
        },
        {
          onSuccess: ({ message }) => {
            toast.success(message || AUTH_MESSAGES.registered);
            navigateLater(paths.login, AUTH_LIMITS.redirectDelayMs, { replace: true });
          },
          onError: (error) => {
            humanCheck.afterFailure(error);
            toast.error(
              errorMessage(error, { fallback: AUTH_MESSAGES.registerFailed, network: AUTH_MESSAGES.registerNetwork }),
            );
          },
        },
      );
    },
    (invalid) => {
      if (invalid.root?.message) toast.error(invalid.root.message);
    },
  );

  return (
    <AuthLayout aside={<TestimonialsAside />}>
      <AuthHeading
        title="Crie sua conta"
        subtitle="Leva menos de um minuto. Depois, é só escolher como você quer usar a Labora."
      />
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Nome" autoComplete="given-name" autoCapitalize="words" {...field('first_name')} />
          <TextField label="Sobrenome" autoComplete="family-name" autoCapitalize="words" {...field('last_name')} />
        </div>
        <PhoneField {...field('phone')} />
        <EmailField {...field('email')} />
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          aria-describedby="signup-password-rules"
          {...field('password')}
        />
        <PasswordChecklist id="signup-password-rules" password={password} />
        <PasswordField label="Confirmar senha" autoComplete="new-password" {...field('confirm_password')} />
        <p className="text-nevoa-600 text-sm leading-relaxed">
          Ao criar sua conta, você concorda com os{' '}
          <AuthLink to={paths.terms} className="font-semibold">
            Termos de Uso
          </AuthLink>{' '}
          e a{' '}
          <AuthLink to={paths.privacy} className="font-semibold">
            Política de Privacidade
          </AuthLink>{' '}
          da Labora.
        </p>
        <HumanCheckField check={humanCheck} />
        <Button type="submit" fullWidth loading={register.isPending || register.isSuccess}>
          Criar conta
        </Button>
      </form>
      <p className="mt-8 text-center text-nevoa-700">
        Já tem uma conta? <AuthLink to={paths.login}>Entre aqui.</AuthLink>
      </p>
    </AuthLayout>
  );
}
