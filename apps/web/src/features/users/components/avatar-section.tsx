import type { TProfile } from '@labora/shared/users';
import { AVATAR_LIMITS, AVATAR_MESSAGES } from '@labora/shared/users';
import { CircleAlert, ImageUp, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button, FILE_PICKER_BUTTON } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';

const ACCEPT = AVATAR_LIMITS.acceptedTypes.join(',');

/** SPEC §5: an image, within 5 MB; formats the server cannot read are refused here too. */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return AVATAR_MESSAGES.notImage;
  if (!(AVATAR_LIMITS.acceptedTypes as readonly string[]).includes(file.type)) return AVATAR_MESSAGES.unsupported;
  if (file.size > AVATAR_LIMITS.maxBytes) return AVATAR_MESSAGES.tooLarge;
  return null;
}

/** A preview of a chosen file, released when the file changes or the screen goes. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** Avatar flow (SPEC §4): choose a file (preview), 'Salvar Avatar'; 'Remover Avatar' deletes. */
export function AvatarSection({ profile }: { profile: TProfile }) {
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const name = `${profile.first_name} ${profile.last_name}`.trim();
  const busy = upload.isPending || remove.isPending;

  const forgetFile = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const issue = fileProblem(chosen);
    setProblem(issue);
    if (issue) forgetFile();
    else setFile(chosen);
  };

  const save = () => {
    if (!file) {
      setProblem(AVATAR_MESSAGES.noFile);
      return;
    }
    setProblem(null);
    upload.mutate(file, {
      onSuccess: ({ message }) => {
        forgetFile();
        toast.success(message || AVATAR_MESSAGES.uploaded);
      },
      onError: (error) =>
        toast.error(
          errorMessage(error, { fallback: AVATAR_MESSAGES.uploadFailed, network: AVATAR_MESSAGES.uploadFailed }),
        ),
    });
  };

  const removeSaved = () => {
    setProblem(null);
    remove.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message || AVATAR_MESSAGES.removed),
      onError: (error) =>
        toast.error(
          errorMessage(error, { fallback: AVATAR_MESSAGES.removeFailed, network: AVATAR_MESSAGES.removeFailed }),
        ),
    });
  };

  return (
    <SectionCard title="Foto de perfil" description="Uma foto sua ajuda clientes e freelancers a reconhecer você.">
      <div className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <div className="relative">
          <Avatar
            name={name}
            url={preview ?? profile.avatar_url}
            size="xl"
            alt={preview ? 'Pré-visualização da nova foto' : `Foto de perfil de ${name}`}
            className="ring-4 ring-brand-50"
          />
          {preview && (
            <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-sol-100 px-2.5 py-0.5 font-semibold text-sol-800 text-xs">
              Prévia
            </span>
          )}
        </div>

        <div className="w-full min-w-0 flex-1 text-center sm:text-left">
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={onChoose}
            disabled={busy}
            aria-describedby={problem ? problemId : `${inputId}-formats`}
            className="peer sr-only"
          />
          <label htmlFor={inputId} className={FILE_PICKER_BUTTON}>
            <ImageUp aria-hidden className="size-4" />
            Escolher imagem
          </label>
          <p id={`${inputId}-formats`} className="mt-2 text-nevoa-600 text-sm">
            {file ? (
              <span className="block truncate" title={file.name}>
                Selecionada: <span className="font-semibold text-nevoa-800">{file.name}</span>
              </span>
            ) : (
              'PNG, JPEG, WebP ou GIF, com até 5MB.'
            )}
          </p>
          {problem && (
            <p
              id={problemId}
              role="alert"
              className="mt-2 flex items-start justify-center gap-1.5 font-medium text-danger-700 text-sm sm:justify-start"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {problem}
            </p>
          )}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <Button size="md" onClick={save} loading={upload.isPending} disabled={remove.isPending}>
              {!upload.isPending && <Upload aria-hidden className="size-4" />}
              {upload.isPending ? 'Enviando...' : 'Salvar Avatar'}
            </Button>
            <Button
              variant="secondary"
              size="md"
              onClick={removeSaved}
              loading={remove.isPending}
              disabled={!profile.avatar_url || upload.isPending}
            >
              {!remove.isPending && <Trash2 aria-hidden className="size-4" />}
              Remover Avatar
            </Button>
          </div>
        </div>
      </div>
    </SectionCard>
  );
}
